/**
 * Route paths in API Gateway's template form (`/requests/{requestId}`): matching a concrete path
 * against a template, and filling a template with parameters.
 */

const parameterPattern = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The template's parameter names, in order. */
export function pathParameterNames(template: string): string[] {
  return segments(template).flatMap((segment) => {
    const match = parameterPattern.exec(segment);
    return match?.[1] ? [match[1]] : [];
  });
}

/** Decoded path parameters when `path` fits `template`, otherwise undefined. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = segments(template);
  const have = segments(path);
  if (want.length !== have.length) return undefined;
  const parameters: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index] as string;
    const actual = have[index] as string;
    const name = parameterPattern.exec(expected)?.[1];
    if (name) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
      if (decoded.length === 0) return undefined;
      parameters[name] = decoded;
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return parameters;
}

/** The concrete path for a template, each parameter URI-encoded. */
export function buildPath(template: string, parameters: Record<string, string> = {}): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
