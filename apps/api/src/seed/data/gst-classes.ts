import type { IconKind } from './catalog-tree';

/**
 * HSN code and GST rate (percent) of the demo products by what they are (their image kind). Rates follow
 * the usual Indian slabs: books 0%, tea and sarees 5%, footwear, kitchenware and sports goods 12%,
 * electronics and stationery 18%. Demo data only: a real catalogue sets them per product in the import.
 */
export const GST_CLASSES: Record<IconKind, { hsn: string; rate: number }> = {
  device: { hsn: '8517', rate: 18 },
  headphones: { hsn: '8518', rate: 18 },
  shirt: { hsn: '6109', rate: 5 },
  shoe: { hsn: '6403', rate: 12 },
  saree: { hsn: '5007', rate: 5 },
  pot: { hsn: '7323', rate: 12 },
  lamp: { hsn: '9405', rate: 18 },
  jar: { hsn: '2001', rate: 12 },
  leaf: { hsn: '0902', rate: 5 },
  cup: { hsn: '0902', rate: 5 },
  bottle: { hsn: '3304', rate: 18 },
  ball: { hsn: '9506', rate: 12 },
  dumbbell: { hsn: '9506', rate: 12 },
  book: { hsn: '4901', rate: 0 },
  pen: { hsn: '9608', rate: 18 },
  watch: { hsn: '9102', rate: 18 },
};
