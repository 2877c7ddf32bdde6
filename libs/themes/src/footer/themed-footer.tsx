import { footerVariant, type FooterVariant } from '@storefront/domain';
import type { ComponentType } from 'react';
import type { FooterProps } from '../models/footer-model';
import { CosmeticFooter } from './cosmetic-footer';
import { DefaultFooter } from './default-footer';
import { ElectronicFooter } from './electronic-footer';
import { EliteFooter } from './elite-footer';
import { GarmentFooter } from './garment-footer';
import { GroceryFooter } from './grocery-footer';
import { StandardFooter } from './standard-footer';
import { UltraFooter } from './ultra-footer';

/** The footer component of each layout. */
export const FOOTER_VARIANTS: Readonly<Record<FooterVariant, ComponentType<FooterProps>>> = {
  standard: StandardFooter,
  ultra: UltraFooter,
  elite: EliteFooter,
  cosmetic: CosmeticFooter,
  grocery: GroceryFooter,
  electronic: ElectronicFooter,
  garment: GarmentFooter,
  default: DefaultFooter,
};

export interface ThemedFooterProps extends FooterProps {
  /** The theme (as the header takes it), or a raw theme_template.name; unknown names get the default footer. */
  theme: string | null | undefined;
}

/** The footer of a theme, picked by the domain's footerVariant(theme_template name). */
export function ThemedFooter({ theme, ...props }: ThemedFooterProps) {
  const Footer = FOOTER_VARIANTS[footerVariant(theme)];
  return <Footer {...props} />;
}
