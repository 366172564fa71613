const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL or a form has the shape of the ids we generate (checked before any query). */
export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === "string" && UUID.test(value);
