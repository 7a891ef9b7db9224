/** The errors without one field's: typing in a field clears its own message. */
export function without(errors: Record<string, string>, name: string): Record<string, string> {
  if (!(name in errors)) return errors;
  const { [name]: _removed, ...rest } = errors;
  return rest;
}
