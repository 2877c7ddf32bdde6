import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch, type LanguageChoice } from './language-switch';

const languages: LanguageChoice[] = [
  { locale: 'en-IN', name: 'English', href: '/products', current: true },
  { locale: 'hi-IN', name: 'हिन्दी', href: '/hi/products', current: false },
];

describe('LanguageSwitch', () => {
  it('links the page in each language, each name marked with its language, the current one marked', () => {
    render(<LanguageSwitch languages={languages} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const english = screen.getByRole('link', { name: 'English' });
    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(nav).toContainElement(hindi);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en-IN');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('hreflang', 'hi-IN');
    expect(hindi).toHaveAttribute('href', '/hi/products');
    expect(hindi).not.toHaveAttribute('aria-current');
  });

  it('hands a plain click to onChoose instead of following the link', () => {
    const onChoose = jest.fn();
    render(<LanguageSwitch languages={languages} onChoose={onChoose} />);
    const click = fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(click).toBe(false);
    expect(onChoose).toHaveBeenCalledWith('hi-IN');
  });

  it('renders nothing while the store offers one language', () => {
    const { container } = render(<LanguageSwitch languages={languages.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
