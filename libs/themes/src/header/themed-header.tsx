import { headerVariant, type HeaderVariant, type ThemeName } from '@storefront/domain';
import type { ComponentType } from 'react';
import type { HeaderProps } from '../models/header-model';
import { DefaultHeader } from './default-header';
import { ElectronicHeader } from './electronic-header';
import { GarmentHeader } from './garment-header';
import { GroceryHeader } from './grocery-header';

/** The header component of each layout. */
export const HEADER_VARIANTS: Readonly<Record<HeaderVariant, ComponentType<HeaderProps>>> = {
  default: DefaultHeader,
  grocery: GroceryHeader,
  electronic: ElectronicHeader,
  garment: GarmentHeader,
};

export interface ThemedHeaderProps extends HeaderProps {
  theme: ThemeName;
}

/** The header of a theme, picked by the domain's headerVariant(theme). */
export function ThemedHeader({ theme, ...props }: ThemedHeaderProps) {
  const Header = HEADER_VARIANTS[headerVariant(theme)];
  return <Header {...props} />;
}
