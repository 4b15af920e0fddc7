// Sizes in messages: "12.4 MiB (13,002,111 characters)", so a limit and a file compare at a glance.

/** A count of characters as binary units, with the exact count. */
export function sizeText(characters: number): string {
  const exact = `${characters.toLocaleString("en-US")} characters`;
  if (characters < 1024) return exact;
  const [value, unit] = characters < 1024 * 1024 ? [characters / 1024, "KiB"] : [characters / (1024 * 1024), "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit} (${exact})`;
}
