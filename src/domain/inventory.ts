/**
 * The reorder rule of an inventory item: it needs reordering when the quantity on hand is at or
 * under its reorder level (the list shows "Below reorder level").
 */
export function isBelowReorderLevel(item: { quantity_on_hand: number; reorder_level: number }): boolean {
  return item.quantity_on_hand <= item.reorder_level;
}
