/** Download endpoints (spec §7): signed URLs for signed-in users, the file itself, the history. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { API_PATHS, ok } from '@hanmo/contract';
import {
  downloadFileSchema,
  downloadRecordSchema,
  envelopeSchema,
  errorBodySchema,
  fontDetailQuerySchema,
  fontIdParamSchema,
  pageSchema,
  pagingQuerySchema,
} from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { validationHook } from '../../http/errors.ts';
import { jsonResponse } from '../../http/openapi.ts';
import * as service from './service.ts';

const refusals = {
  401: jsonResponse(errorBodySchema, '未登录（code 401），或登录已过期（code S00106）'),
  403: jsonResponse(errorBodySchema, '不提供下载：即将上线，或仅供在线预览；message 说明原因'),
  404: jsonResponse(errorBodySchema, '字体不存在'),
};

const urlRoute = createRoute({
  method: 'get',
  path: API_PATHS.downloadUrl,
  tags: ['下载'],
  summary: '一款字体的下载链接（需登录；链接 10 分钟内有效）',
  request: { query: fontDetailQuerySchema },
  responses: { 200: jsonResponse(envelopeSchema(downloadFileSchema), '签名下载链接'), ...refusals },
});

const familyRoute = createRoute({
  method: 'get',
  path: API_PATHS.familyDownload,
  tags: ['下载'],
  summary: '字体家族中可下载的全部文件（需登录），供下载对话框列出',
  request: { params: fontIdParamSchema },
  responses: { 200: jsonResponse(envelopeSchema(z.array(downloadFileSchema)), '可下载的文件'), ...refusals },
});

const fileRoute = createRoute({
  method: 'get',
  path: API_PATHS.downloadFile,
  tags: ['下载'],
  summary: '按签名链接下载字体文件（文件名为中文，RFC 5987）；被篡改或过期的链接返回 403',
  responses: {
    200: { description: '字体文件', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    403: jsonResponse(errorBodySchema, '链接无效或已过期'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: API_PATHS.downloadHistory,
  tags: ['下载'],
  summary: '我的下载记录（需登录，最新在前）',
  request: { query: pagingQuerySchema },
  responses: { 200: jsonResponse(envelopeSchema(pageSchema(downloadRecordSchema)), '下载记录'), 401: refusals[401] },
});

export function downloadRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(urlRoute, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok(await service.downloadUrl(deps, user, c.req.valid('query').fontGNo)), 200);
  });
  app.openapi(familyRoute, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok(await service.familyFiles(deps, user, c.req.valid('param').id)), 200);
  });
  app.openapi(fileRoute, async (c) => service.serveDownload(deps, new URL(c.req.url)) as never);
  app.openapi(historyRoute, async (c) => {
    const user = await requireUser(c, deps);
    const { current, size } = c.req.valid('query');
    return c.json(ok(await service.history(deps, user, current, size)), 200);
  });
  return app;
}
