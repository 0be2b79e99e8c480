export {
  gb2312,
  gbk,
  gbkHanzi,
  big5,
  big5Hanzi,
  tongyongLevel1,
  tongyongAll,
  tongyongTable,
  isHanIdeograph,
  type Charset,
  type TongyongTable,
} from './charsets.ts';
export { computeCoverage, type Coverage, type SetCoverage } from './coverage.ts';
