/** Small helpers for describing responses in route definitions (OpenAPI). */
import type { z } from '@hono/zod-openapi';

/** A JSON response of `schema` with its description. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
