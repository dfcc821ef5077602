/** The log line for a failing view store; the API and the pages that show counts report it alike. */
export function storeErrorMessage(error: unknown): string {
  return `View store error: ${error instanceof Error ? error.message : String(error)}`;
}
