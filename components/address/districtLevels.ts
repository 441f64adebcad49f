// The cascading region picker's model: a district tree (provinces → cities → districts, as deep as the tenant's
// data goes) and the codes chosen so far become one list of options per level. A level appears once its parent
// is chosen and has children; a code that no longer exists under its parent ends the path there, so a stale
// saved address asks again instead of showing a region that does not exist.
import type { AddressDistrict } from '@/contract';

export interface DistrictLevel {
  options: AddressDistrict[];
  /** The chosen district of this level, or null. */
  selected: AddressDistrict | null;
}

export function districtLevels(tree: readonly AddressDistrict[], codes: readonly string[]): DistrictLevel[] {
  const levels: DistrictLevel[] = [];
  let options: AddressDistrict[] = [...tree];
  for (let depth = 0; options.length > 0; depth += 1) {
    const code = codes[depth];
    const selected = code ? (options.find((d) => d.code === code) ?? null) : null;
    levels.push({ options, selected });
    if (!selected) break;
    options = selected.children ?? [];
  }
  return levels;
}

/** The chosen path after picking `code` at `depth`: deeper choices are dropped (they belonged to the old parent). */
export function chooseDistrict(codes: readonly string[], depth: number, code: string): string[] {
  return [...codes.slice(0, depth), code];
}

/** Whether every level the tree offers along the chosen path has a choice. */
export function isCompletePath(tree: readonly AddressDistrict[], codes: readonly string[]): boolean {
  return districtLevels(tree, codes).every((level) => level.selected !== null);
}

/** The names along the chosen path (for display), stopping at the first unknown code. */
export function districtNames(tree: readonly AddressDistrict[], codes: readonly string[]): string[] {
  return districtLevels(tree, codes).flatMap((level) => (level.selected ? [level.selected.name] : []));
}
