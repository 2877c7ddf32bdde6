import { createMemoryTokenStore, createStorefrontSdk } from '../../index';
import { classicTee } from '../fixtures/products';
import { useFakeKit } from './test-kit';

const kit = useFakeKit();

describe("the fake's translated catalogue content", () => {
  const sdkIn = (locale: 'en-IN' | 'hi-IN') =>
    createStorefrontSdk({ baseUrl: kit.fake.baseUrl, tokenStore: createMemoryTokenStore(), fetch, locale });

  it("answers category names, CMS pages and FAQs in Hindi to a Hindi request, the merchant's texts otherwise", async () => {
    const hindi = sdkIn('hi-IN');
    const categories = (await hindi.catalog.allCategories()).data;
    expect(categories.map((category) => category.name)).toContain('कपड़े');
    expect(categories[0].childrens[0].childrens.map((category) => category.name)).toContain('टी-शर्ट');
    expect((await hindi.content.cmsPage('about-us')).data.title).toBe('हमारे बारे में');
    expect((await hindi.content.faqs()).data.map((faq) => faq.question)).toContain('क्या शिपिंग मुफ़्त है?');

    const english = sdkIn('en-IN');
    expect((await english.catalog.allCategories()).data.map((category) => category.name)).toContain('Clothing');
    expect((await english.content.cmsPage('about-us')).data.title).toBe('About Us');
  });

  it("answers a product's Hindi name and description, in lists too, without changing the state", async () => {
    const hindi = sdkIn('hi-IN');
    const product = (await hindi.catalog.product(classicTee.id)).data;
    expect(product.name).toBe('क्लासिक कॉटन टी-शर्ट');
    expect(product.description).toContain('सूती टी-शर्ट');
    expect(product.categories.map((category) => category.name)).toContain('कपड़े');
    const list = (await hindi.catalog.filter({ page: 1, per_page: 50 })).data;
    expect(list.map((item) => item.name)).toContain('क्लासिक कॉटन टी-शर्ट');
    expect((await sdkIn('en-IN').catalog.product(classicTee.id)).data.name).toBe('Classic Cotton Tee');
  });
});
