/**
 * The service-type filter works on entries that each stand for one name and all its codes (CC and CY
 * are both Commercial Organics; every code without a name is Unknown Service), while the filter's
 * value stays the list of codes the server filters by.
 */
export interface ServiceTypeOption {
  name: string;
  codes: readonly string[];
}

/** The entries with at least one code in `value`, in the options' order. */
export function selectedOptions(
  options: readonly ServiceTypeOption[],
  value: readonly string[],
): ServiceTypeOption[] {
  return options.filter((option) => option.codes.some((code) => value.includes(code)));
}

/** Choosing an entry adds all its codes; choosing it again (or removing its pill) drops them all. */
export function toggleOption(value: readonly string[], option: ServiceTypeOption): string[] {
  const chosen = option.codes.every((code) => value.includes(code));
  return chosen
    ? value.filter((code) => !option.codes.includes(code))
    : [...value, ...option.codes.filter((code) => !value.includes(code))];
}

/** The option's key in the dropdown: its name (names are unique among the entries). */
export const optionKey = (option: ServiceTypeOption) => option.name;
