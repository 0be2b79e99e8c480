/**
 * The JSON API (Hono). Composed of domain modules; mounted in-process by the web host, or run on
 * its own by server.ts. Serves the OpenAPI document at /api/openapi.json and a reference at /api/docs.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { API_PATHS } from '@hanmo/contract';
import type { ApiDeps } from './deps.ts';
import { notFoundOrMethodNotAllowed, onError, validationHook } from './http/errors.ts';
import { renderReferencePage } from './http/reference-page.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { downloadRoutes } from './modules/downloads/routes.ts';
import { fontRoutes } from './modules/fonts/routes.ts';

export type { ApiDeps } from './deps.ts';

export function createApiApp(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.onError(onError(deps.logger));

  app.route('/', fontRoutes(deps));
  app.route('/', commonRoutes(deps));
  app.route('/', downloadRoutes(deps));
  app.route('/', captchaRoutes(deps));
  app.route('/', accountRoutes(deps));

  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: '翰墨字库 API',
      version: '1.0.0',
      description:
        '所有接口返回 { code, message, data }，成功时 code 为字符串 "200"；分页数据为 { records, total, size, current, pages }。' +
        '出错时返回对应 HTTP 状态码与中文 message。',
    },
  };
  app.doc31(API_PATHS.openapi, documentConfig);
  let referencePage: string | undefined;
  app.get(API_PATHS.docs, (c) => {
    referencePage ??= renderReferencePage(app.getOpenAPI31Document(documentConfig), API_PATHS.openapi);
    return c.html(referencePage);
  });

  app.notFound(notFoundOrMethodNotAllowed(app));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
