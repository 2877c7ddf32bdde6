import { STORE_NAME } from './store-content';

/**
 * The demo store's texts in Hindi, as its merchant would have written them for the Hindi store: category
 * names, the CMS pages, the FAQs and the words of the product descriptions. Product, brand and store
 * names stay as the merchant wrote them.
 */

/** The store's tagline (the description of pages without their own). */
export const STORE_TAGLINE_HI = 'घर की हर ज़रूरत, पूरे भारत में डिलीवरी';

/** Every demo category's Hindi name, by its English name (a name used twice has one translation). */
export const CATEGORY_NAMES_HI: Record<string, string> = {
  Electronics: 'इलेक्ट्रॉनिक्स',
  'Mobiles & Accessories': 'मोबाइल और एक्सेसरीज़',
  Smartphones: 'स्मार्टफ़ोन',
  'Chargers & Cables': 'चार्जर और केबल',
  'Power Banks': 'पावर बैंक',
  Audio: 'ऑडियो',
  Headphones: 'हेडफ़ोन',
  Earbuds: 'ईयरबड्स',
  'Bluetooth Speakers': 'ब्लूटूथ स्पीकर',
  'Computer Accessories': 'कंप्यूटर एक्सेसरीज़',
  'Keyboards & Mice': 'कीबोर्ड और माउस',
  Storage: 'स्टोरेज',
  'Warranty & Service': 'वारंटी और सर्विस',
  Clothing: 'कपड़े',
  'T-Shirts': 'टी-शर्ट',
  Shirts: 'शर्ट',
  Kurtas: 'कुर्ते',
  "Men's Fashion": 'पुरुषों का फ़ैशन',
  "Women's Fashion": 'महिलाओं का फ़ैशन',
  Footwear: 'जूते-चप्पल',
  Sneakers: 'स्नीकर्स',
  'Formal Shoes': 'फ़ॉर्मल जूते',
  'Sandals & Chappals': 'सैंडल और चप्पल',
  Accessories: 'एक्सेसरीज़',
  'Wallets & Belts': 'बटुए और बेल्ट',
  Watches: 'घड़ियाँ',
  'Ethnic Wear': 'पारंपरिक परिधान',
  Kurtis: 'कुर्तियाँ',
  'Salwar Suits': 'सलवार सूट',
  Sarees: 'साड़ियाँ',
  'Western Wear': 'वेस्टर्न वियर',
  Tops: 'टॉप',
  Dresses: 'ड्रेस',
  Jeans: 'जींस',
  Heels: 'हील वाली सैंडल',
  Flats: 'फ़्लैट चप्पल',
  'Home & Kitchen': 'घर और रसोई',
  Cookware: 'रसोई के बर्तन',
  'Pressure Cookers': 'प्रेशर कुकर',
  'Kadais & Tawas': 'कड़ाही और तवे',
  'Storage Containers': 'स्टोरेज डिब्बे',
  'Kitchen Appliances': 'रसोई उपकरण',
  'Mixer Grinders': 'मिक्सर ग्राइंडर',
  'Electric Kettles': 'इलेक्ट्रिक केतली',
  'Induction Cooktops': 'इंडक्शन चूल्हे',
  'Home Decor': 'घर की सजावट',
  'Lamps & Lighting': 'लैंप और रोशनी',
  'Cushion Covers': 'कुशन कवर',
  'Grocery & Gourmet': 'किराना और खान-पान',
  Staples: 'राशन',
  'Atta & Flours': 'आटा',
  Rice: 'चावल',
  'Dals & Pulses': 'दालें',
  'Spices & Masalas': 'मसाले',
  'Whole Spices': 'साबुत मसाले',
  'Blended Masalas': 'पिसे और मिश्रित मसाले',
  'Tea & Snacks': 'चाय और नाश्ता',
  Tea: 'चाय',
  Coffee: 'कॉफ़ी',
  Namkeen: 'नमकीन',
  'Bulk & Wholesale': 'थोक खरीदारी',
  'Beauty & Personal Care': 'सौंदर्य और निजी देखभाल',
  'Skin Care': 'त्वचा की देखभाल',
  'Face Wash': 'फ़ेस वॉश',
  Moisturisers: 'मॉइस्चराइज़र',
  Sunscreen: 'सनस्क्रीन',
  'Hair Care': 'बालों की देखभाल',
  Shampoo: 'शैम्पू',
  'Hair Oil': 'बालों का तेल',
  Fragrances: 'सुगंध',
  Perfumes: 'परफ़्यूम',
  Deodorants: 'डियोडरेंट',
  'Sports & Fitness': 'खेल और फ़िटनेस',
  'Fitness Equipment': 'फ़िटनेस उपकरण',
  'Yoga Mats': 'योग मैट',
  Dumbbells: 'डम्बल',
  'Sports Gear': 'खेल का सामान',
  Cricket: 'क्रिकेट',
  Badminton: 'बैडमिंटन',
  Football: 'फ़ुटबॉल',
  Sportswear: 'खेल के कपड़े',
  'Track Pants': 'ट्रैक पैंट',
  'Sports T-Shirts': 'स्पोर्ट्स टी-शर्ट',
  'Books & Stationery': 'किताबें और स्टेशनरी',
  Books: 'किताबें',
  "Children's Books": 'बच्चों की किताबें',
  Fiction: 'कथा साहित्य',
  'Non-Fiction': 'कथेतर साहित्य',
  Stationery: 'स्टेशनरी',
  Notebooks: 'नोटबुक',
  Pens: 'पेन',
  'Art Supplies': 'कला सामग्री',
  Sketchbooks: 'स्केचबुक',
  'Colours & Paints': 'रंग और पेंट',
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Every demo CMS page in Hindi, by slug. */
export const CMS_PAGES_HI: Record<string, { title: string; content: string }> = {
  'about-us': {
    title: 'हमारे बारे में',
    content: `<h2>${STORE_NAME} के बारे में</h2>` + p(
      `${STORE_NAME} की शुरुआत 2016 में मुंबई के बांद्रा में मोहल्ले की एक किराना दुकान के रूप में हुई थी। आज हम पूरे भारत के 19,000 से ज़्यादा पिनकोड पर किराना, फ़ैशन, इलेक्ट्रॉनिक्स और घर की ज़रूरत का सामान पहुँचाते हैं।`,
      'हम भारतीय ब्रांड, किसानों और कारीगरों के साथ सीधे काम करते हैं, ताकि आपको सही कीमत पर असली उत्पाद मिलें।',
    ),
  },
  terms_and_policy: {
    title: 'नियम और नीति',
    content: '<h2>नियम और शर्तें</h2>' + p(
      'इस वेबसाइट का उपयोग करके आप इन शर्तों से सहमत होते हैं। सभी कीमतें भारतीय रुपये में हैं और जब तक अलग से न बताया जाए, इनमें GST शामिल है।',
      'ऑर्डर भुगतान सफल होने के बाद ही, और कैश ऑन डिलीवरी में पुष्टि के बाद ही, पक्का होता है। कोई उत्पाद उपलब्ध न होने पर या कीमत गलत दिखने पर हम ऑर्डर रद्द कर सकते हैं; चुकाई गई पूरी राशि वापस की जाती है।',
      'कूपन एक साथ नहीं जोड़े जा सकते और इनका कोई नकद मूल्य नहीं है। ये शर्तें भारत के कानूनों के अधीन हैं और इनसे जुड़े मामले मुंबई की अदालतों के अधिकार क्षेत्र में हैं।',
    ),
  },
  'privacy-policy': {
    title: 'गोपनीयता नीति',
    content: '<h2>गोपनीयता नीति</h2>' + p(
      'हम आपका नाम, संपर्क विवरण और पते केवल ऑर्डर पूरे करने और आपकी मदद करने के लिए लेते हैं। हम आपकी निजी जानकारी कभी नहीं बेचते।',
      'भुगतान प्रमाणित भुगतान पार्टनर संभालते हैं; हम कार्ड नंबर सेव नहीं करते। आप कभी भी अपना खाता हटाने के लिए कह सकते हैं।',
    ),
  },
  'shipping-policy': {
    title: 'शिपिंग नीति',
    content: '<h2>शिपिंग नीति</h2>' + p(
      'ऑर्डर 1-2 कार्यदिवस में भेज दिए जाते हैं और आपके पिनकोड के अनुसार 3-7 कार्यदिवस में डिलीवर होते हैं।',
      '₹499 या उससे ज़्यादा के ऑर्डर पर शिपिंग मुफ़्त है; इससे कम पर ₹40 शुल्क लगता है। कैश ऑन डिलीवरी ऑर्डर पर ₹49 हैंडलिंग शुल्क लगता है।',
    ),
  },
  'returns-policy': {
    title: 'वापसी नीति',
    content: '<h2>वापसी और रिफ़ंड</h2>' + p(
      'डिलीवरी के 7 दिनों के अंदर आप "मेरे ऑर्डर" से वापसी का अनुरोध कर सकते हैं। सामान बिना इस्तेमाल किया हुआ, टैग और असली पैकिंग के साथ होना चाहिए।',
      'सामान उठाए जाने के बाद 5-7 कार्यदिवस में रिफ़ंड आपके मूल भुगतान तरीके या आपके वॉलेट में पहुँच जाता है।',
    ),
  },
  'warranty-and-service': {
    title: 'वारंटी और सर्विस',
    content: '<h2>वारंटी और सर्विस</h2>' + p(
      'इलेक्ट्रॉनिक्स और उपकरणों पर उत्पाद पेज पर लिखी ब्रांड वारंटी मिलती है। अपना इनवॉइस संभालकर रखें: वही आपका वारंटी कार्ड है।',
      'सर्विस के लिए अपने ऑर्डर नंबर के साथ हमें लिखें, हम नज़दीकी अधिकृत सर्विस सेंटर से विज़िट बुक कर देंगे।',
    ),
  },
  'bulk-orders': {
    title: 'बल्क और थोक ऑर्डर',
    content: '<h2>बल्क और थोक ऑर्डर</h2>' + p(
      'दुकानों, सैलून, दफ़्तरों और कैटरर्स को GST इनवॉइस के साथ बल्क ऑर्डर पर खास कीमतें मिलती हैं। इन्हें देखने के लिए अपने GSTIN के साथ बिज़नेस (B2B) खाता रजिस्टर करें।',
      '₹50,000 से ज़्यादा के ऑर्डर के लिए हमें लिखें, एक कार्यदिवस के अंदर हमारे श्रेणी प्रबंधक आपको कॉल करेंगे।',
    ),
  },
};

/** The demo FAQs in Hindi, in the order of `FAQS` (category, question, answer). */
export const FAQS_HI: [string, string, string][] = [
  ['ऑर्डर', 'अपना ऑर्डर कैसे ट्रैक करें?', '"मेरा खाता" में जाएँ, फिर "मेरे ऑर्डर" में अपना ऑर्डर खोलें। उसकी स्थिति और पूरा ब्योरा वहीं दिखता है, और हम SMS और ईमेल से भी अपडेट भेजते हैं।'],
  ['ऑर्डर', 'क्या ऑर्डर रद्द किया जा सकता है?', 'हाँ, जब तक ऑर्डर प्लेस, कन्फ़र्म या पैक होने की स्थिति में है। "मेरे ऑर्डर" में उसे खोलें और "रद्द करें" चुनें। ऑर्डर में इस्तेमाल हुई वॉलेट राशि तुरंत वापस आ जाती है।'],
  ['ऑर्डर', 'क्या ऑर्डर करने के बाद डिलीवरी का पता बदल सकते हैं?', 'ऑर्डर प्लेस होने के बाद नहीं। जब तक ऑर्डर रद्द हो सकता है, उसे रद्द करें और सही पते के साथ नया ऑर्डर करें।'],
  ['शिपिंग', 'डिलीवरी का शुल्क कितना है?', '₹499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है। इससे कम पर ₹40 का तय शिपिंग शुल्क लगता है।'],
  ['शिपिंग', 'डिलीवरी में कितना समय लगता है?', 'ज़्यादातर ऑर्डर 3-7 कार्यदिवस में पहुँच जाते हैं। महानगरों में आमतौर पर और जल्दी।'],
  ['शिपिंग', 'क्या आप पूरे भारत में डिलीवरी करते हैं?', 'हम 19,000 से ज़्यादा पिनकोड पर डिलीवरी करते हैं। चेकआउट पर अपना पता डालकर देख लें कि आपके पते पर डिलीवरी होती है या नहीं।'],
  ['भुगतान', 'आप कौन-से भुगतान तरीके स्वीकार करते हैं?', 'कार्ड, UPI और नेटबैंकिंग, PhonePe, अंतरराष्ट्रीय कार्ड के लिए PayPal, कैश ऑन डिलीवरी और आपका वॉलेट बैलेंस।'],
  ['भुगतान', 'अग्रिम भुगतान क्या है?', 'आप ऑर्डर का 20% अभी ऑनलाइन चुकाते हैं और बाकी ऑर्डर पहुँचने पर नकद।'],
  ['भुगतान', 'क्या कैश ऑन डिलीवरी पर कोई शुल्क है?', 'हाँ, कैश ऑन डिलीवरी ऑर्डर पर ₹49 हैंडलिंग शुल्क जुड़ता है।'],
  ['वापसी', 'उत्पाद वापस कैसे करें?', 'डिलीवरी के 7 दिनों के अंदर "मेरे ऑर्डर" में ऑर्डर खोलें, "वापसी" चुनें और कारण बताएँ। पिकअप हम करवाते हैं।'],
  ['वापसी', 'मेरा रिफ़ंड कब मिलेगा?', 'पिकअप के बाद 5-7 कार्यदिवस में, आपके मूल भुगतान तरीके या आपके वॉलेट में।'],
  ['खाता', 'पासवर्ड भूल जाने पर क्या करें?', 'लॉगिन स्क्रीन पर "पासवर्ड भूल गए" चुनें, अपना ईमेल या मोबाइल नंबर डालें, और हमारे भेजे OTP से नया पासवर्ड बनाएँ।'],
];

/** The bullet points of the demo descriptions in Hindi, by their English text. */
export const FEATURES_HI: Record<string, string> = {
  '1 year brand warranty': '1 साल की ब्रांड वारंटी',
  'BIS certified': 'BIS प्रमाणित',
  'Free installation support': 'मुफ़्त इंस्टॉलेशन सहायता',
  'GST invoice included': 'GST इनवॉइस साथ में',
  'Breathable fabric': 'हवादार कपड़ा',
  'Colour-fast dyes': 'पक्के रंग',
  'Easy 7-day returns': '7 दिनों में आसान वापसी',
  'Made in India': 'भारत में बना',
  'Skin-friendly fabric': 'त्वचा के अनुकूल कपड़ा',
  'Handcrafted by Indian artisans': 'भारतीय कारीगरों के हाथ का बना',
  'ISI marked': 'ISI मार्क',
  'Easy to clean': 'साफ़ करने में आसान',
  '2 year warranty': '2 साल की वारंटी',
  'Suitable for Indian kitchens': 'भारतीय रसोई के लिए उपयुक्त',
  'FSSAI licensed': 'FSSAI लाइसेंस प्राप्त',
  'No added preservatives': 'कोई प्रिज़र्वेटिव नहीं मिलाया गया',
  'Sourced from Indian farms': 'भारतीय खेतों से',
  'Hygienically packed': 'साफ़-सफ़ाई से पैक',
  'Dermatologically tested': 'त्वचा विशेषज्ञों द्वारा परखा गया',
  'Paraben free': 'पैराबेन रहित',
  'Not tested on animals': 'जानवरों पर परीक्षण नहीं',
  'Suitable for Indian skin': 'भारतीय त्वचा के लिए उपयुक्त',
  'Durable build': 'मज़बूत बनावट',
  'Used by state-level players': 'राज्य स्तर के खिलाड़ियों की पसंद',
  '6 month warranty': '6 महीने की वारंटी',
  Lightweight: 'हल्का',
  'Printed on acid-free paper': 'एसिड-मुक्त कागज़ पर छपा',
  'Ships in protective packaging': 'सुरक्षित पैकिंग में भेजा जाता है',
  'Loved by readers across India': 'पूरे भारत के पाठकों की पसंद',
};

/**
 * A demo product's description in Hindi: the English one's bullet points translated, around the same
 * opening and delivery lines, in Hindi. `category` is the Hindi name of the product's category.
 */
export function hindiDescription(englishDescription: string, product: { id: number; name: string }, brand: string, category: string): string {
  const features = [...englishDescription.matchAll(/<li>(.*?)<\/li>/g)]
    .map(([, feature]) => `<li>${FEATURES_HI[feature ?? ''] ?? feature}</li>`)
    .join('');
  const openers = [
    `${brand} का ${product.name} ${category} में हमारी सबसे पसंदीदा चीज़ों में से एक है।`,
    `${brand} का ${product.name} घर लाएँ, भारतीय घरों में रोज़ के इस्तेमाल के लिए बना।`,
    `${brand} पेश करता है ${product.name}, ${category} में एक समझदार पसंद।`,
  ];
  return [
    `<p>${openers[product.id % openers.length]} भेजने से पहले गुणवत्ता जाँची जाती है और पूरे भारत में डिलीवरी होती है।</p>`,
    `<ul>${features}</ul>`,
    '<p><strong>डिलीवरी:</strong> 1-2 कार्यदिवस में भेजा जाता है। कैश ऑन डिलीवरी उपलब्ध है।</p>',
  ].join('');
}
