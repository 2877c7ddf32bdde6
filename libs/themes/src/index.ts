// Tokens
export { themeTokens } from './tokens/theme-tokens';
export { THEME_DEFINITIONS } from './tokens/themes';
export { FONT_STACKS } from './tokens/font-stacks';
export { storeColorVariables, type StoreColors } from './tokens/store-colors';
export { layerStoreColors } from './tokens/layer-store-colors';
export { contrastRatio, parseColor, relativeLuminance, BODY_TEXT_CONTRAST, type Rgb } from './tokens/contrast';
export { resolveVarFallback } from './tokens/resolve-var';
export { useStorefrontTokens } from './tokens/use-storefront-tokens';
export { ThemeGlobalStyles } from './tokens/theme-global-styles';
export type { ChromeColors, StorefrontTokens, ThemeDefinition, ThemeLook, TokenOverrides } from './tokens/theme-look';

// View models and links
export type { MenuCategory, MenuPage } from './models/category';
export type { HeaderActions, HeaderModel, HeaderProps } from './models/header-model';
export type { FooterModel, FooterProps, SocialUrls } from './models/footer-model';
export type { RenderLink, ThemeLinkProps } from './links/link-props';
export { LinkProvider, ThemeLink } from './links/link-context';

// Pictures from the image pipeline
export { PictureImage, type PictureImageProps, type ResponsivePicture } from './media/picture-image';
export { SquareThumbnail, type SquareThumbnailProps } from './media/square-thumbnail';

// Header
export { DefaultHeader } from './header/default-header';
export { GroceryHeader } from './header/grocery-header';
export { ElectronicHeader } from './header/electronic-header';
export { GarmentHeader } from './header/garment-header';
export { ThemedHeader, HEADER_VARIANTS, type ThemedHeaderProps } from './header/themed-header';
export { MobileBottomBar, type MobileBottomBarProps } from './header/mobile-bottom-bar';
export { countLabel } from './header/icon-labels';

// Menus
export { headerCategories, headerChildren, splitHeaderCategories } from './menus/category-tree';
export { MegaMenu, type MegaMenuProps } from './menus/mega-menu';
export { ClosedPanelHtmlContext, CLOSED_PANEL_MARK_ATTRIBUTE, type ClosedPanelHtml, type PanelKeeping } from './menus/closed-panel-html';
export { AllCategoriesMenu, type AllCategoriesMenuProps } from './menus/all-categories-menu';
export { CategoryAccordion, type CategoryAccordionProps } from './menus/category-accordion';

// Footer
export { StandardFooter } from './footer/standard-footer';
export { UltraFooter } from './footer/ultra-footer';
export { EliteFooter } from './footer/elite-footer';
export { CosmeticFooter } from './footer/cosmetic-footer';
export { GroceryFooter } from './footer/grocery-footer';
export { ElectronicFooter } from './footer/electronic-footer';
export { GarmentFooter } from './footer/garment-footer';
export { DefaultFooter } from './footer/default-footer';
export { ThemedFooter, FOOTER_VARIANTS, type ThemedFooterProps } from './footer/themed-footer';
export { LazyThemedFooter } from './footer/lazy-themed-footer';
export { SubscribeForm, type SubscribeFormProps } from './footer/subscribe-form';
export { SocialLinks } from './footer/social-links';
export { PaymentMethods } from './footer/payment-methods';
export { copyrightText } from './footer/copyright';
export { POWERED_BY_URL } from './footer/powered-by';

// Floating buttons
export { WhatsAppChatButton, WHATSAPP_GREEN, type WhatsAppChatButtonProps } from './floating/whatsapp-chat-button';
export {
  floatingSlotStyles,
  FLOATING_BUTTON_SIZE_PX,
  MOBILE_BOTTOM_BAR_HEIGHT_PX,
  type FloatingSlot,
} from './floating/floating-slot';
