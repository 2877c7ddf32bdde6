import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface IconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** Width and height; a number is px. Defaults to 1.25em so icons follow the text size. */
  size?: number | string;
}

/** The drawing of the icon set: outlines in the text's colour (a drawing of several icons uses it too). */
export const ICON_STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** Base for the icon set: a 24x24 stroked SVG in currentColor, hidden from assistive technology. */
export function Icon({ size = '1.25em', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...ICON_STROKE}
      {...rest}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
