/** /agreement/font — 字体授权协议: what each licence shown on 翰墨字库 allows, written for this site. */
import { Link } from 'react-router';
import type { Route } from './+types/agreement-font';
import { Clauses, LegalDocument, Points, Section, legalLink } from '../components/legal-document.tsx';
import { pageTitle } from '../lib/page-title.ts';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('字体授权协议') },
  { name: 'description', content: '翰墨字库字体授权协议：免费商用、个人免费与商用授权的区别，SIL 开源字体许可证要点，常见用途与商用授权办理方式。' },
];

const UPDATED = '2026 年 11 月 22 日';





/** Typical uses × the three licence types; the rows are a summary, the licence text rules. */
const USES: Array<[use: string, free: string, personal: string, commercial: string]> = [
  ['标志（Logo）与品牌字样', '可以', '不可以', '购买授权后可以'],
  ['商品包装、海报与印刷品', '可以', '仅限非商业的个人作品', '购买授权后可以'],
  ['视频片头、标题与字幕', '可以', '仅限非商业的个人作品', '购买授权后可以'],
  ['嵌入应用程序或游戏', '可以，须随附版权声明与许可证', '不可以', '须购买包含嵌入的授权'],
  ['网页嵌入（网络字体）', '可以，须随附版权声明与许可证', '仅限非商业的个人网站', '须购买包含网页嵌入的授权'],
  ['单独出售或转售字体文件', '不可以', '不可以', '不可以'],
];

export default function AgreementFont() {
  return (
    <LegalDocument path="agreement/font" title="字体授权协议" updated={UPDATED}>
        <p>
          本协议说明你在翰墨字库浏览、预览和下载的字体可以怎样使用。每一款字体的权利，属于它的设计者或出品方（字库厂商）；翰墨字库按照权利人给出的授权条件展示和提供字体。不同字体的授权并不相同，请在使用前看清每款字体的授权。
        </p>

        <Section n="一" title="三类授权">
          <p>本站的字体分为三类授权，字体列表中的标签和字体页面的“授权”一栏标明了每款字体属于哪一类：</p>
          <Clauses>
            <li>
              <strong className="font-medium">免费商用：</strong>
              个人和商业用途都可以免费使用。这类字体大多以开源许可证发布，最常见的是 SIL 开源字体许可证 1.1 版（SIL Open Font License 1.1，简称 OFL，要点见第二节）。以其他许可证发布的，按该许可证的条款使用。
            </li>
            <li>
              <strong className="font-medium">个人免费：</strong>
              只可用于个人的、非商业的用途，例如学习、练字、个人收藏和不以营利为目的的自用作品。凡是用于经营、宣传、销售或其他带来收入的场合，都属于商业用途，须先取得商用授权。
            </li>
            <li>
              <strong className="font-medium">商用授权：</strong>
              在本站可以免费在线预览；要在作品中使用，须先购买授权。授权可以向翰墨字库购买（由我们代理的字体），也可以直接向字体的出品方购买。授权的具体范围——用于哪些媒介、多少台设备、是否包括嵌入——以你购买时签订的授权合同为准。
            </li>
          </Clauses>
          <p>
            拿不准某种用途算不算商业用途时（例如有收入的自媒体账号、网店、企业的内部资料），请按商业用途对待，或先
            <Link to="/contact" className={legalLink}>问问我们</Link>
            。
          </p>
        </Section>

        <Section n="二" title="SIL 开源字体许可证（OFL 1.1）要点">
          <p>以 OFL 1.1 发布的字体，你可以：</p>
          <Points>
            <li>免费用于任何用途，包括商业用途；</li>
            <li>把字体嵌入文档、网页、应用程序和游戏，并随它们一起分发；</li>
            <li>复制和再分发字体，也可以把它与其他软件捆绑在一起分发或出售，只要每一份都附上原有的版权声明和许可证全文；</li>
            <li>修改字体，并发布修改后的版本。</li>
          </Points>
          <p>同时需要遵守：</p>
          <Points>
            <li>不得单独出售字体本身，无论是原版还是修改版；</li>
            <li>修改后的版本必须继续以 OFL 发布，不能改用其他许可证；</li>
            <li>如果原字体声明了“保留字体名称”（Reserved Font Name），修改后的版本不得使用这个名称，须另起名字；</li>
            <li>未经书面许可，不得用原作者或版权人的名字为修改后的版本作宣传或背书。</li>
          </Points>
          <p>
            用 OFL 字体制作出来的作品——设计稿、印刷品、图片、视频、文档——本身不受 OFL 约束，可以按你自己的意愿使用和发布。以上是概括，一切以许可证原文为准。
          </p>
        </Section>

        <Section n="三" title="以哪份授权为准">
          <Clauses>
            <li>
              字体页面的“授权”一栏写明授权类型，后面的括号里通常附有许可证名称，例如“免费商用（SIL Open Font License 1.1）”；如果字体文件中写有许可证的网址，页面的“许可证”一项会给出链接。
            </li>
            <li>
              判断一款字体能否这样使用，以字体文件中自带的许可证和字体页面的“授权”一栏为准；本页的说明只是概括，与它们不一致时，以它们为准。如果字体文件与页面“授权”一栏之间不一致，请按较严格的一方使用，并告诉我们，我们会尽快核实更正。
            </li>
            <li>字体的授权可能因权利人的要求而调整。建议你在下载时保存好字体文件自带的许可证和授权页面，以便日后查证。</li>
          </Clauses>
        </Section>

        <Section n="四" title="下载不等于取得版权">
          <p>
            从本站下载字体，你得到的是按其授权条件使用这款字体的许可，而不是字体本身的著作权或其他权利——这些权利仍然属于原权利人。请不要删除或篡改字体文件中的版权信息和许可证信息，也不要声称自己是字体的作者。
          </p>
        </Section>

        <Section n="五" title="常见用途一览">
          <p>下表概括了几种常见用途在三类授权下是否可以，具体仍以每款字体的许可证为准：</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm leading-relaxed">
              <thead>
                <tr className="border-b rule text-left text-ink-soft">
                  <th scope="col" className="py-2 pr-4 font-normal">用途</th>
                  <th scope="col" className="py-2 pr-4 font-normal">免费商用（OFL）</th>
                  <th scope="col" className="py-2 pr-4 font-normal">个人免费</th>
                  <th scope="col" className="py-2 font-normal">商用授权</th>
                </tr>
              </thead>
              <tbody>
                {USES.map(([use, free, personal, commercial]) => (
                  <tr key={use} className="border-b rule align-top">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">{use}</th>
                    <td className="py-2 pr-4">{free}</td>
                    <td className="py-2 pr-4">{personal}</td>
                    <td className="py-2">{commercial}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            标志和品牌字样往往要长期使用，还可能注册为商标；使用个人免费或商用授权字体前，请特别确认授权是否覆盖这种用途。在线预览生成的图片只供你比较和挑选字体，把预览图用在作品中，同样需要相应的授权。
          </p>
        </Section>

        <Section n="六" title="如何取得商用授权">
          <p>
            先看看
            <Link to="/license" className={legalLink}>授权说明</Link>
            ，了解个人、商用与定制授权的区别。需要购买商用授权，或想确认你的用途是否需要授权，请在
            <Link to="/contact" className={legalLink}>联系我们</Link>
            页面留言，写明字体名称、用途、使用范围和期限，我们会答复授权方式与报价；由出品方直接授权的字体，我们会告诉你如何联系出品方。以 OFL 等开源许可证发布的免费商用字体，不需要办理授权。
          </p>
        </Section>

        <Section n="七" title="“即将上线”与“仅供在线预览”">
          <Points>
            <li>
              <strong className="font-medium">即将上线：</strong>
              字体正在整理或等待权利人确认，暂时不能下载，可以先在线预览；上线后即可按页面标明的授权下载使用。
            </li>
            <li>
              <strong className="font-medium">仅供在线预览：</strong>
              权利人只允许在本站预览这款字体，本站不提供下载。如需使用，请按第六节的方式联系我们或出品方。
            </li>
          </Points>
        </Section>

        <Section n="八" title="其他">
          <Clauses>
            <li>下载字体需要登录账户，本协议是你与我们之间的约定，与《用户注册协议》一同适用。</li>
            <li>违反授权条件使用字体，权利人可能依法追究责任；我们发现时，也可以暂停相应账户的下载功能。</li>
            <li>
              本协议适用中华人民共和国法律。对本协议有任何疑问，欢迎在
              <Link to="/contact" className={legalLink}>联系我们</Link>
              页面留言。
            </li>
          </Clauses>
          <p>
            另见：<Link to="/agreement/register" className={legalLink}>《用户注册协议》</Link>
          </p>
        </Section>
    </LegalDocument>
  );
}
