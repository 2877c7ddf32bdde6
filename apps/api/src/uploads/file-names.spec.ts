import { sanitiseFileName } from './file-names';

describe('document file names', () => {
  it('keeps a plain name with its extension', () => {
    expect(sanitiseFileName('gst-certificate.pdf', 'application/pdf')).toBe('gst-certificate.pdf');
    expect(sanitiseFileName('Shop Front.JPEG', 'image/jpeg')).toBe('Shop_Front.jpeg');
  });

  it('drops directories, including Windows and traversal paths', () => {
    expect(sanitiseFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\asha\\pan card.png', 'image/png')).toBe('pan_card.png');
  });

  it('replaces unsafe characters and strips leading dots', () => {
    expect(sanitiseFileName('.hidden<script>.pdf', 'application/pdf')).toBe('hidden_script.pdf');
    expect(sanitiseFileName('Résumé (final).pdf', 'application/pdf')).toBe('Resume_final.pdf');
  });

  it('gives the extension of the real content type', () => {
    expect(sanitiseFileName('invoice.exe', 'application/pdf')).toBe('invoice.exe.pdf');
    expect(sanitiseFileName('scan', 'image/jpeg')).toBe('scan.jpg');
  });

  it('names an empty or all-unsafe name "document"', () => {
    expect(sanitiseFileName('...', 'image/png')).toBe('document.png');
    expect(sanitiseFileName('/', 'application/pdf')).toBe('document.pdf');
  });

  it('caps the name at 100 characters', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
