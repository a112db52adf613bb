import type { MccCategory } from '../../api/schema';

// Keyed by the schema's enum: a category added to the contract fails the type check here.
const MCC_CATEGORIES: Record<MccCategory, true> = {
  airlines: true,
  car_rental: true,
  lodging: true,
  restaurants: true,
  groceries: true,
  fuel: true,
  software: true,
  advertising: true,
  office_supplies: true,
  utilities: true,
  professional_services: true,
  government: true,
};

export const mccLabel = (category: string) => `spendboard.cards.mcc.${category}`;
export const mccChoices = Object.keys(MCC_CATEGORIES).map((id) => ({ id, name: mccLabel(id) }));
