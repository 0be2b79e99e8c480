/** Font catalogue endpoints (spec §7 "Fonts"). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { API_PATHS, ok } from '@hanmo/contract';
import { z } from '@hono/zod-openapi';
import {
  envelopeSchema,
  errorBodySchema,
  fontIdParamSchema,
  fontInformationSchema,
  fontResourceSchema,
  fontDetailQuerySchema,
  fontDetailSchema,
  fontListQuerySchema,
  fontSummarySchema,
  pageSchema,
} from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { validationHook } from '../../http/errors.ts';
import { jsonResponse } from '../../http/openapi.ts';
import * as service from './service.ts';

const notFound = { 404: jsonResponse(errorBodySchema, '字体不存在') };
const errors = {
  400: jsonResponse(errorBodySchema, '参数无效（消息中写明是哪个参数）'),
};

const listRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontList,
  tags: ['字体'],
  summary: '字体列表（分页，可按风格与授权筛选）',
  description:
    '只列出字体家族的主字重；家族其余字重见详情的 childFontResource。分页参数：current 从 1 开始，' +
    '非整数或小于 1 返回 400，大于 10000 返回 400；size 非整数或小于 1 返回 400，大于 100 按 100 处理。',
  request: { query: fontListQuerySchema },
  responses: {
    200: jsonResponse(envelopeSchema(pageSchema(fontSummarySchema)), '一页字体'),
    ...errors,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontDetail,
  tags: ['字体'],
  summary: '字体详情（含家族各字重）',
  request: { query: fontDetailQuerySchema },
  responses: {
    200: jsonResponse(envelopeSchema(fontDetailSchema), '字体详情'),
    ...notFound,
    ...errors,
  },
});

const childrenRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontChildren,
  tags: ['字体'],
  summary: '字体家族的下级字重（递归展开）',
  request: { params: fontIdParamSchema },
  responses: {
    200: jsonResponse(envelopeSchema(z.array(fontResourceSchema)), '下级字重'),
    ...notFound,
  },
});

const informationRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontInformation,
  tags: ['字体'],
  summary: '字体文件信息：名称、版本、设计、授权、字形数、可变轴与字符集覆盖率',
  request: { params: fontIdParamSchema },
  responses: {
    200: jsonResponse(envelopeSchema(fontInformationSchema), '字体信息'),
    ...notFound,
  },
});

const parentInformationRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontInformationOfParent,
  tags: ['字体'],
  summary: '所属字体家族主字重的信息',
  request: { params: fontIdParamSchema },
  responses: {
    200: jsonResponse(envelopeSchema(fontInformationSchema), '家族主字重的字体信息'),
    ...notFound,
  },
});

const variableRoute = createRoute({
  method: 'get',
  path: API_PATHS.variableFonts,
  tags: ['字体'],
  summary: '可变字体列表',
  responses: {
    200: jsonResponse(envelopeSchema(z.array(fontSummarySchema)), '带可变轴的字体'),
  },
});

export function fontRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(listRoute, async (c) => c.json(ok(await service.getFontList(deps, c.req.valid('query'))), 200));
  app.openapi(detailRoute, async (c) => c.json(ok(await service.getFontDetail(deps, c.req.valid('query').fontGNo)), 200));
  app.openapi(childrenRoute, async (c) => c.json(ok(await service.getChildren(deps, c.req.valid('param').id)), 200));
  app.openapi(informationRoute, async (c) => c.json(ok(await service.getInformation(deps, c.req.valid('param').id)), 200));
  app.openapi(parentInformationRoute, async (c) => c.json(ok(await service.getParentInformation(deps, c.req.valid('param').id)), 200));
  app.openapi(variableRoute, async (c) => c.json(ok(await service.getVariableFonts(deps)), 200));
  return app;
}
