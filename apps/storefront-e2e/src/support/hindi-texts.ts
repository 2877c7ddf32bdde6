/*
 * The Hindi texts the Hindi journeys look for, each with its message id (libs/i18n/src/catalogs/<area>/hi-IN.po)
 * and the English it stands for. A test asserts what a Hindi shopper reads: when a catalog's Hindi changes,
 * change it here, once.
 */

export const HI = {
  // shell
  language: 'भाषा', // shell.language.label: Language
  searchProducts: 'उत्पाद खोजें', // shell.search.products: Search products
  searchResults: 'खोज के नतीजे', // shell.search.results: Search results
  cart: 'कार्ट', // shell.header.cart: Cart
  shoppingCart: 'शॉपिंग कार्ट', // shell.cart.title: Shopping cart
  checkout: 'चेकआउट', // shell.cart.checkout: Checkout
  subtotal: 'सबटोटल', // shell.cart.subtotal: Subtotal
  couponCode: 'कूपन कोड', // shell.coupon.code: Coupon code
  applyCoupon: 'कूपन लागू करें', // shell.coupon.apply: Apply Coupon
  quantityOf: (name: string) => `${name} की मात्रा`, // shell.cart.quantityOf: Quantity of {name}
  removeLine: (name: string) => `${name} हटाएँ`, // shell.cart.remove: Remove {name}
  account: 'अकाउंट', // shell.header.account: Account
  menu: 'मेनू', // shell.header.menu: Menu
  quickLinks: 'क्विक लिंक', // shell.bottomBar.label: Quick links
  bottomLogin: 'लॉगिन', // shell.bottomBar.login: Login

  // browse
  addToCart: 'कार्ट में जोड़ें', // browse.card.addToCart (and the product page's button): Add to cart
  searchResultsFor: (text: string) => `“${text}” के लिए खोज के नतीजे`, // browse.list.searchFor: Search results for "{text}"
  description: 'विवरण', // browse.product.description: Description
  faqsTitle: 'अक्सर पूछे जाने वाले सवाल', // browse.faqs.title: Frequently Asked Questions

  // checkout
  continueAsGuest: 'गेस्ट के रूप में जारी रखें', // account.auth.continueAsGuest: Continue as a guest
  guestEmail: 'ईमेल पता', // checkout.guestEmail.label: Email address
  newAddress: 'नया पता', // checkout.addressForm.newLabel: New address
  fullName: 'पूरा नाम', // checkout.addressForm.name: Full name
  phone: 'फ़ोन नंबर', // checkout.addressForm.phone: Phone
  line1: 'पता (मकान नंबर, गली)', // checkout.addressForm.line1: Address (house no., street)
  landmark: 'लैंडमार्क (वैकल्पिक)', // checkout.addressForm.landmark: Landmark (optional)
  state: 'राज्य', // checkout.addressForm.state: State
  city: 'शहर', // checkout.addressForm.city: City
  pincode: 'पिनकोड', // checkout.addressForm.pincode: Pincode
  saveAddress: 'पता सेव करें', // checkout.addressForm.save: Save address
  cashOnDelivery: 'कैश ऑन डिलीवरी', // checkout.payment.cod.name: Cash on Delivery
  placeOrder: 'ऑर्डर करें', // checkout.payment.placeOrder: Place order
  deliverHere: 'यहाँ डिलीवर करें', // checkout.address.deliverHere: Deliver here
  // checkout.callback.thankYou / messages.callback.thankYou (two branches wrote it: their common start)
  thankYou: /^धन्यवाद! आपका ऑर्डर/,
  orderId: 'ऑर्डर आईडी:', // checkout.callback.orderId: Order ID:
  continueShopping: 'खरीदारी जारी रखें', // checkout.callback.continueShopping: Continue Shopping

  // account
  signInDialog: 'साइन इन करें', // account.auth.dialogLogin: Sign in
  registerDialog: 'रजिस्टर करें', // account.auth.dialogRegister: Register (the dialog, and the sign-in dialog's button to it)
  emailOrMobile: 'ईमेल या मोबाइल नंबर', // account.auth.emailOrMobile: Email or mobile number
  password: 'पासवर्ड', // account.auth.password: Password
  login: 'लॉगिन करें', // account.auth.login: Login

  // messages (toasts and field errors, the domain's and the API's texts)
  itemAdded: 'आइटम कार्ट में जोड़ दिया गया!!', // messages.success.itemAddedToCart: Item added to cart!!
  addressAdded: 'नया पता जोड़ दिया गया!', // messages.success.addressAdded: new address successfully added!
  loggedIn: 'आप लॉगिन हो गए हैं!!', // messages.success.loggedIn: you are successfully logged in!!
  invalidPhone: 'फ़ोन नंबर सही नहीं है', // messages.field.invalidPhoneNumber: Invalid phone number
  invalidPincode: 'पिनकोड सही नहीं है', // messages.field.invalidPincode: Invalid pincode
  couponNotFound: (code: string) => `कूपन ${code} मौजूद नहीं है`, // messages.coupon.notFound: Coupon {code} does not exist
  orderPlaced: 'आपका ऑर्डर सफलतापूर्वक दे दिया गया है', // messages.success.orderPlaced: your order successfully placed
} as const;
