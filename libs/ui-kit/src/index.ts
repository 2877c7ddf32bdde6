export * from './defaults';

export { defaultTokens, mergeTokens, STORE_COLOR_VARIABLES } from './theme/tokens';
export type { ThemeColors, ThemeTokens } from './theme/tokens';
export { useTokens } from './theme/use-tokens';
export { madeOnce, perTokens } from './theme/made-once';
export { createMq, mq, reducedMotion } from './theme/mq';

export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useEscapeKey } from './hooks/use-escape-key';
export { useFocusTrap, type FocusTrapOptions } from './hooks/use-focus-trap';
export { getTabbable } from './hooks/focusable';
export { useInertOutside } from './hooks/use-inert-outside';
export { OVERLAY_HEADER_ATTRIBUTE, OVERLAY_HEADER_BOTTOM_VAR } from './overlay/use-header-clearance';
export { useMediaQuery, usePrefersReducedMotion } from './hooks/use-media-query';
export { usePageVisible } from './hooks/use-page-visible';
export { useNearViewport } from './hooks/use-near-viewport';
export { useBrowserIdle, useNearViewportOrIdle } from './hooks/use-near-viewport-or-idle';
export { useIsomorphicLayoutEffect } from './hooks/use-isomorphic-layout-effect';
export { useHydrated } from './hooks/use-hydrated';
export { trackedLazy, lazyPartsMounted, type AnyComponent } from './lazy/tracked-lazy';
export { ServerRenderedContext, markPageHydrated, useDrawnByServer, useServerRendered } from './render-mode/server-rendered';
export { scrollPercentage, useScrollProgress } from './hooks/use-scroll-progress';
export { useScrolled } from './hooks/use-scrolled';

export { Icon, ICON_STROKE, type IconProps } from './icons/icon';
export * from './icons/icons';

export { VisuallyHidden, visuallyHiddenStyles } from './layout/visually-hidden';
export { Container, type ContainerProps } from './layout/container';
export { Row, Stack, type RowProps, type StackProps } from './layout/stack';

export { Button, type ButtonProps } from './button/button';
export { IconButton, type IconButtonProps } from './button/icon-button';
export type { ButtonSize, ButtonVariant } from './button/button-styles';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Badge, type BadgeProps } from './badge/badge';

export { Portal } from './overlay/portal';
export { Modal, type ModalProps } from './modal/modal';
export { Drawer, type DrawerProps } from './drawer/drawer';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { AlertDialog, type AlertDialogProps } from './alert-dialog/alert-dialog';
export { LanguageSwitch, type LanguageChoice, type LanguageSwitchProps } from './language-switch/language-switch';

export { Image, type ImageProps, type ImageSource, type ResponsiveSourceProps } from './image/image';
export { notFoundImage } from './image/not-found-image';
export { PriorityImagesContext, type PriorityImage } from './image/priority-images';
export { Skeleton, SkeletonRows, type SkeletonProps, type SkeletonRowsProps } from './skeleton/skeleton';
export { Carousel, type CarouselProps } from './carousel/carousel';
export { LazyCarousel } from './carousel/lazy-carousel';
export { RenderWhenNear, RENDER_AHEAD_PX, type RenderWhenNearProps } from './lazy-render/render-when-near';
export { VideoPlayer, type VideoPlayerProps } from './video-player/video-player';
export { buildEmbedUrl, youTubeCommand, type YouTubeCommand } from './video-player/youtube';
export { ProgressLoader, type ProgressLoaderProps } from './progress-loader/progress-loader';
export {
  AnimateOnScroll,
  type AnimateOnScrollProps,
  type ScrollAnimation,
} from './animate-on-scroll/animate-on-scroll';
export { ScrollToTopButton, type ScrollToTopButtonProps } from './scroll-to-top/scroll-to-top-button';

export { TextField, type TextFieldProps } from './form/text-field';
// For a field outside react-final-form (a controlled input a store owns) that looks like the others.
export { FieldShell, fieldIds } from './form/field-shell';
export { controlStyles } from './form/field-styles';
export { PasswordField, type PasswordFieldProps } from './form/password-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './form/radio-group-field';
export { FileField, type FileFieldProps } from './form/file-field';
export { OtpField, type OtpFieldProps } from './form/otp-field';
export { readFilesAsDataUrls, type FileDataUrl } from './form/read-files';
export { fieldError } from './form/field-error';
