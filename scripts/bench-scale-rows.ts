// The rows `npm run bench:scale` adds for features with tables of their own, each as one bulk SQL statement that
// runs after the families, batches, places and invoices exist.
export const scaleRows: Array<{ table: string; sql: string }> = [];
