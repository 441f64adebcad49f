// Variant choice as pure functions. A selection holds one value id (or null) per property, in the order of
// `Product.properties`, which is also the order of every SKU's `propertyValueIds`. A value is offered when at
// least one SKU in stock carries it together with everything else already chosen, so a shopper can never
// assemble a combination that has no SKU or none left.
import type { Product, ProductProperty, ProductSku } from '@/contract';

export type Selection = readonly (string | null)[];

export function emptySelection(properties: readonly ProductProperty[]): (string | null)[] {
  // A property with a single value has nothing to choose: it starts chosen.
  return properties.map((p) => (p.values.length === 1 ? (p.values[0]?.id ?? null) : null));
}

/** The SKU agrees with every chosen value (unchosen properties match anything). */
export function skuMatches(sku: ProductSku, selection: Selection, ignoreIndex = -1): boolean {
  return selection.every((valueId, i) => i === ignoreIndex || valueId === null || sku.propertyValueIds[i] === valueId);
}

/** Whether choosing `valueId` for property `index`, keeping the other choices, leaves a SKU in stock. */
export function isValueAvailable(
  skus: readonly ProductSku[],
  selection: Selection,
  index: number,
  valueId: string,
): boolean {
  return skus.some(
    (sku) => sku.stock > 0 && sku.propertyValueIds[index] === valueId && skuMatches(sku, selection, index),
  );
}

export function isComplete(properties: readonly ProductProperty[], selection: Selection): boolean {
  return properties.every((_, i) => selection[i] != null);
}

/**
 * The SKU the shopper has chosen, or null while the choice is incomplete or names no SKU. A product without
 * properties is its only SKU.
 */
export function selectedSku(product: Pick<Product, 'properties' | 'skus'>, selection: Selection): ProductSku | null {
  if (product.properties.length === 0) return product.skus.length === 1 ? (product.skus[0] ?? null) : null;
  if (!isComplete(product.properties, selection)) return null;
  return (
    product.skus.find(
      (sku) => skuMatches(sku, selection) && sku.propertyValueIds.length === product.properties.length,
    ) ?? null
  );
}

/** Sets (or, when already chosen, clears) one property's value. */
export function toggleValue(selection: Selection, index: number, valueId: string): (string | null)[] {
  return selection.map((current, i) => (i === index ? (current === valueId ? null : valueId) : current));
}

/** The selection with `valueId` chosen for property `index` (an arrow key in the picker: never clears). */
export function selectValue(selection: Selection, index: number, valueId: string): (string | null)[] {
  return selection.map((current, i) => (i === index ? valueId : current));
}

/** Stock over every SKU that still fits a partial selection (what "in stock" means before the choice is done). */
export function matchingStock(skus: readonly ProductSku[], selection: Selection): number {
  return skus.reduce((sum, sku) => (skuMatches(sku, selection) ? sum + Math.max(0, sku.stock) : sum), 0);
}

/** "Colour: Red; Size: M" (the cart's skuLabel style); empty for a product without properties. */
export function skuLabel(product: Pick<Product, 'properties'>, sku: ProductSku): string {
  return product.properties
    .map((property, i) => {
      const value = property.values.find((v) => v.id === sku.propertyValueIds[i]);
      return value ? `${property.name}: ${value.name}` : null;
    })
    .filter((part): part is string => part !== null)
    .join('; ');
}

/** The picture of the chosen variant: the chosen SKU's image, else the image of the last chosen value with one. */
export function variantImage(product: Pick<Product, 'properties' | 'skus'>, selection: Selection): string | null {
  const sku = selectedSku(product, selection);
  if (sku?.image) return sku.image;
  for (let i = product.properties.length - 1; i >= 0; i -= 1) {
    const chosen = product.properties[i]?.values.find((v) => v.id === selection[i]);
    if (chosen?.image) return chosen.image;
  }
  return null;
}
