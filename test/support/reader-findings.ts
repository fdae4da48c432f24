/**
 * An item as a test compares it before and after an operation: without the contract reader's
 * findings (`contractTerms`), which the stream-triggered reader writes onto request records a few
 * seconds after each submission, in its own time, whatever the test is doing meanwhile.
 */
export function withoutReaderFindings(item: Record<string, unknown>): Record<string, unknown> {
  const { contractTerms: _findings, ...rest } = item;
  return rest;
}
