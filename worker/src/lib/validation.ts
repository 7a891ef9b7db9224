/**
 * Validation as route middleware, on hono's `validator`: a handler reads only checked data
 * (`c.req.valid("json")`, `c.req.valid("form")`), and every refused input gets the one 400
 * shape, `{ error: { code: "invalid_input", message, fields } }`, whose message is the first
 * field's. Put `bodyLimit` (body-limit.ts) in front: the readers here read the whole body.
 */
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import type * as z from "zod/mini";
import type { AppEnv } from "../env";
import { apiError } from "./errors";

/** One Indonesian message per refused field. */
export type FieldErrors = Record<string, string>;

/** How a route answers input that fails its checks: `invalidInput` unless it keeps a shape of its own. */
export type Refusal = (c: Context, fields: FieldErrors) => Response;

/** Texts for requests the admin app never sends; a hand-made client may. */
export const formMessages = {
  notMultipart: "Data harus dikirim sebagai formulir multipart/form-data.",
  unreadable: "Data formulir tidak dapat dibaca. Silakan coba lagi.",
  noFiles: "Formulir ini tidak menerima file.",
} as const;

/** The 400 body: a message per field, and the first of them as the top-level message. */
const invalidBody = (fields: FieldErrors) => ({
  error: {
    code: "invalid_input" as const,
    message: Object.values(fields)[0] ?? formMessages.unreadable,
    fields,
  },
});

/** 400 with a message per field, as a middleware or handler answers. */
export function invalidInput(c: Context, fields: FieldErrors) {
  return c.json(invalidBody(fields), 400);
}

/** The same 400, thrown from a check at any depth (see `refuse` in errors.ts). */
export function refuseInput(fields: FieldErrors): never {
  throw new HTTPException(400, { res: Response.json(invalidBody(fields), { status: 400 }) });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What `schema` says is missing from an empty body; a body it cannot read is refused with that. */
function missingFields(schema: z.ZodMiniType): FieldErrors {
  const parsed = schema.safeParse({});
  return parsed.success ? { form: formMessages.unreadable } : fieldErrors(parsed.error);
}

/**
 * A JSON body checked by `schema`. It is read whatever its Content-Type says, and anything but
 * a JSON object (no body, bad JSON, an array) counts as `{}`, whose missing fields the schema
 * names. hono's own reader is only ever handed JSON that parses: it throws on any other, which
 * would be a 500 here.
 */
export function jsonInput<S extends z.ZodMiniType>(schema: S, refuse: Refusal = invalidInput) {
  const validate = validator("json", async (_asLabelled, c) => {
    const parsed = schema.safeParse(
      await c.req.json().then((value: unknown) => (isRecord(value) ? value : {})),
    );
    return parsed.success ? (parsed.data as z.output<S>) : refuse(c, fieldErrors(parsed.error));
  });
  return (async (c, next) => {
    // Read once here (hono keeps the text); a body cut off at its limit fails too, and
    // `bodyLimit` then answers 413 instead.
    const parses = await c.req.json().then(
      () => true,
      () => false,
    );
    return parses ? validate(c, next) : refuse(c, missingFields(schema));
  }) as typeof validate;
}

const MULTIPART = /^multipart\/form-data\s*;/i;

/** A middleware whose handler reads `T` as `c.req.valid("form")`. */
type FormInput<T> = MiddlewareHandler<AppEnv, string, { out: { form: T } }>;

/**
 * A multipart form, handed whole to `check`: the text and the files, which it checks and turns
 * into the input a handler reads, or refuses by throwing (`refuse`, `refuseInput`: 400, 413, 415).
 */
export function formInput<T>(check: (form: FormData, c: Context) => Promise<T>): FormInput<T> {
  const validate = validator("form", async (_fields, c) => check(await c.req.formData(), c));
  return (async (c, next) => {
    if (!MULTIPART.test(c.req.header("content-type") ?? "")) {
      return apiError(c, 415, "unsupported_media_type", formMessages.notMultipart);
    }
    // Parsed once here, where a failure is a 400 (a 413 when the body hit its limit); hono's
    // validator then takes the same form from its cache instead of throwing.
    const readable =
      c.req.raw.body !== null &&
      (await c.req.formData().then(
        () => true,
        () => false,
      ));
    if (!readable) return apiError(c, 400, "invalid_input", formMessages.unreadable);
    return validate(c, next);
  }) as FormInput<T>;
}
