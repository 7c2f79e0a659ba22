import fp from 'fastify-plugin';
import { warning } from './errors';

/**
 * Text no handler can keep: a NUL character (PostgreSQL refuses it in text and jsonb) or half of a UTF-16
 * surrogate pair (not a character at all: it cannot be written as UTF-8 and would be stored as U+FFFD).
 */
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isWellFormedText = (text: string) => !NOT_TEXT.test(text);

/**
 * The first place in a parsed value (query, path parameters, JSON body) holding text that is not well
 * formed, in a name or in a value, as `a.b.0`; undefined when every text is well formed. Walks without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function malformedTextAt(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const at = `${path}.${key}`;
        if (!isWellFormedText(key)) return path;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/**
 * Where the query holds text that is not valid percent-encoded UTF-8 (such as %ED%A0%80, an encoded
 * surrogate, or a cut %E0%A4%A), which the query parser would keep undecoded: the parameter's name, or
 * `query` when the name itself is the broken part.
 */
export function undecodableQueryAt(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name, value = ''] = pair.replace(/\+/g, ' ').split(/=(.*)/s);
    let decodedName = 'query';
    try {
      decodedName = decodeURIComponent(name);
      decodeURIComponent(value);
    } catch {
      return isWellFormedText(decodedName) ? decodedName : 'query';
    }
  }
  return undefined;
}

/**
 * Refuses, for every route of the scope, a request whose path parameters, query or JSON body hold text that
 * is not well formed: with code 601 and the field named, before validation and before any handler or query.
 * Multipart fields and file names are read by the handlers; a NUL in them is caught by the error handler
 * when the database refuses it.
 */
export const refuseMalformedText = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const undecodable = undecodableQueryAt(request.url);
    if (undecodable !== undefined) throw warning('textNotWellFormed', { field: undecodable.slice(0, 60) });
    const sources: [unknown, string][] = [
      [request.params, 'params'],
      [request.query, 'query'],
      [request.body, 'body'],
    ];
    for (const [value, root] of sources) {
      const at = malformedTextAt(value, root);
      if (at !== undefined) throw warning('textNotWellFormed', { field: (at.slice(root.length + 1) || root).slice(0, 60) });
    }
  });
});
