/**
 * How `npm start` shows a line of the gateway's output. The gateway's own lines (one per request,
 * refused table calls) as they are; the functions' JSON lines (Powertools logs, EMF metrics) in full
 * only with LOCAL_VERBOSE=1, otherwise only errors and warnings, each as one short line.
 */
export function gatewayLine(line: string, verbose: boolean): string | undefined {
  if (verbose || !line.startsWith('{')) return line;
  let entry: { level?: unknown; message?: unknown; function_name?: unknown; error?: { name?: unknown; message?: unknown } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line;
  }
  if (entry.level !== 'ERROR' && entry.level !== 'WARN' && entry.level !== 'CRITICAL') return undefined;
  const cause = entry.error ? ` (${String(entry.error.name)}: ${String(entry.error.message)})` : '';
  return `${String(entry.level)} in ${String(entry.function_name)}: ${String(entry.message)}${cause}; LOCAL_VERBOSE=1 shows the whole entry`;
}
