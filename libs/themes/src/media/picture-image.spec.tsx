import { fireEvent, screen, within } from '@testing-library/react';
import { notFoundImage } from '@storefront/ui-kit';
import { ElectronicHeader } from '../header/electronic-header';
import { MEGA_MENU_IMAGE_SIZES } from '../menus/mega-menu';
import { demoHeaderModel, headerActions, mobiles } from '../testing/fixtures';
import { renderInTheme } from '../testing/render';
import { PictureImage, type ResponsivePicture } from './picture-image';

const photo: ResponsivePicture = {
  src: '/media/3fa9c1e2b7d04a11',
  width: 1200,
  height: 900,
  widths: [160, 320, 480, 640, 960],
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
};
const srcSet =
  '/media/3fa9c1e2b7d04a11/160 160w, /media/3fa9c1e2b7d04a11/320 320w, /media/3fa9c1e2b7d04a11/480 480w, ' +
  '/media/3fa9c1e2b7d04a11/640 640w, /media/3fa9c1e2b7d04a11/960 960w';

describe('PictureImage', () => {
  it('renders srcset over every width, the sizes given, a src near twice the box and the inline placeholder', () => {
    renderInTheme(<PictureImage picture={photo} src="https://cdn.example.com/old.jpg" sizes="(max-width: 575.98px) 50vw, 200px" alt="Shirt" width={200} height={200} />);
    const img = screen.getByRole('img', { name: 'Shirt' });
    expect(img).toHaveAttribute('srcset', srcSet);
    expect(img).toHaveAttribute('sizes', '(max-width: 575.98px) 50vw, 200px');
    expect(img).toHaveAttribute('src', '/media/3fa9c1e2b7d04a11/480');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('image-placeholder').style.backgroundImage).toContain(photo.placeholder);
    fireEvent.load(img);
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('keeps the caller\'s src when it is one of the picture\'s widths (the thumbnail a row names)', () => {
    renderInTheme(<PictureImage picture={photo} src="/media/3fa9c1e2b7d04a11/320" sizes="48px" alt="Shirt" width={48} height={48} />);
    expect(screen.getByRole('img', { name: 'Shirt' })).toHaveAttribute('src', '/media/3fa9c1e2b7d04a11/320');
  });

  it('takes the picture\'s own size for its box when the caller fixes none', () => {
    renderInTheme(<PictureImage picture={photo} sizes="100vw" alt="Shirt" priority />);
    const img = screen.getByRole('img', { name: 'Shirt' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', '/media/3fa9c1e2b7d04a11/960');
  });

  it('shows the plain URL as before when there is no picture', () => {
    renderInTheme(<PictureImage picture={null} src="https://cdn.example.com/logo.svg" sizes="64px" alt="Logo" width={64} height={64} />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the not-found picture, without its srcset, when the photo fails', () => {
    renderInTheme(<PictureImage picture={photo} sizes="64px" alt="Shirt" width={64} height={64} />);
    const img = screen.getByRole('img', { name: 'Shirt' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', notFoundImage);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('adds a <source> for the viewports of another picture (a phone crop)', () => {
    const phone = { ...photo, src: '/media/bbbbbbbbbbbbbbbb', widths: [160, 320] };
    const { container } = renderInTheme(
      <PictureImage picture={photo} mediaPicture={{ media: '(max-width: 463.98px)', picture: phone }} sizes="100vw" alt="" width={600} height={400} />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-width: 463.98px)');
    expect(source).toHaveAttribute('srcset', '/media/bbbbbbbbbbbbbbbb/160 160w, /media/bbbbbbbbbbbbbbbb/320 320w');
    expect(source).toHaveAttribute('sizes', '100vw');
  });
});

describe('the mega menu\'s category picture', () => {
  it('comes from the category\'s picture, 220 px wide', () => {
    const model = { ...demoHeaderModel, categories: demoHeaderModel.categories.map((c) => (c.id === mobiles.id ? { ...c, picture: photo } : c)) };
    renderInTheme(<ElectronicHeader model={model} actions={headerActions()} />, 'Electronic');
    const trigger = screen.getByRole('button', { name: 'Mobiles' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const panel = screen.getByRole('menu', { name: 'Mobiles' }).closest('[data-menu-panel]') as HTMLElement;
    const img = within(panel).getByRole('img', { name: 'Mobiles' });
    expect(MEGA_MENU_IMAGE_SIZES).toBe('220px');
    expect(img).toHaveAttribute('sizes', MEGA_MENU_IMAGE_SIZES);
    expect(img).toHaveAttribute('srcset', srcSet);
  });
});
