import { WHATSAPP_CHAT_LABEL } from '@storefront/domain';
import { screen } from '@testing-library/react';
import { renderInTheme } from '../testing/render';
import { contrastRatio } from '../tokens/contrast';
import { WHATSAPP_GREEN, WhatsAppChatButton } from './whatsapp-chat-button';

const chat = () => screen.queryByRole('link', { name: 'Chat on WhatsApp' });

describe('the floating WhatsApp chat button', () => {
  it('links to wa.me with the care number in international form, in a new tab', () => {
    renderInTheme(<WhatsAppChatButton number="98765 43210" />);
    const link = chat();
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(WHATSAPP_CHAT_LABEL);
  });

  it('keeps a number that already has its country code', () => {
    renderInTheme(<WhatsAppChatButton number="+44 20 7946 0958" />);
    expect(chat()).toHaveAttribute('href', 'https://wa.me/442079460958');
  });

  it.each([null, undefined, '', 'n/a'])('is not rendered without a care number (%p)', (number) => {
    const { container } = renderInTheme(<WhatsAppChatButton number={number} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is not rendered when hidden', () => {
    const { container } = renderInTheme(<WhatsAppChatButton number="9876543210" hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is fixed to the bottom-right corner', () => {
    renderInTheme(<WhatsAppChatButton number="9876543210" />);
    const style = getComputedStyle(chat() as HTMLElement);
    expect(style.position).toBe('fixed');
    expect(style.right).toBe('1.5rem');
  });

  it('keeps its white glyph at 3:1 or better against its green', () => {
    expect(contrastRatio('#ffffff', WHATSAPP_GREEN)).toBeGreaterThanOrEqual(3);
  });
});
