/** Site-wide lookups (spec §7 "Common" and the font dictionary). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { API_PATHS, type FontDict, ok } from '@hanmo/contract';
import { envelopeSchema, fontDictSchema, friendLinkSchema } from '@hanmo/contract/schemas';
import type { ApiDeps } from '../../deps.ts';
import { validationHook } from '../../http/errors.ts';
import { jsonResponse } from '../../http/openapi.ts';
import * as repo from './repository.ts';

/** Dictionary keys that make up the font dictionary. */
const FONT_DICT_KEYS = ['styleCategory', 'licenseType', 'sort'];

const friendLinksRoute = createRoute({
  method: 'get',
  path: API_PATHS.friendLinks,
  tags: ['通用'],
  summary: '友情链接',
  responses: {
    200: jsonResponse(envelopeSchema(z.array(friendLinkSchema)), '友情链接列表'),
  },
});

const fontDictRoute = createRoute({
  method: 'get',
  path: API_PATHS.fontDict,
  tags: ['字体'],
  summary: '字体字典：风格分类、授权类型、排序方式',
  description: '按字典键分组；每项的 dictNumber 为字符串。',
  responses: {
    200: jsonResponse(envelopeSchema(fontDictSchema), '字典'),
  },
});

export function commonRoutes(deps: ApiDeps) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(friendLinksRoute, async (c) => c.json(ok(await repo.listFriendLinks(deps.db.db)), 200));
  app.openapi(fontDictRoute, async (c) => {
    const dict: FontDict = {};
    for (const e of await repo.listDictEntries(deps.db.db, FONT_DICT_KEYS)) {
      (dict[e.dict_key] ??= []).push({ dictNumber: e.dict_number, dictLabel: e.dict_label, dictValue: e.dict_value });
    }
    return c.json(ok(dict), 200);
  });
  return app;
}
