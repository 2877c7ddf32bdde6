// Generated from libs/sdk/openapi.yaml by tools/codegen/generate-sdk-types.mjs. Do not edit.
/* eslint-disable */
export interface paths {
    "/store_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the store settings
         * @description Public. Name, logo, favicon, colours, theme, login method, B2B sign-up flag, store type, address, social links, support contacts and the payment popup's public key. Loaded at start-up; drives the page title, icon, colour variables and currency symbol.
         */
        get: operations["getStoreSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store_settings/payment_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the payment options of the store
         * @description Public. The enabled payment methods in display order (cod, razorpay, phonepe, paypal), for the checkout payment step.
         */
        get: operations["getPaymentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List home banners
         * @description Public. Active home-page carousel banners, ordered by position.
         */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products, filtered and paginated
         * @description Public. Product list for the product area, the category-filtered list and the search result list (`query`). Array filters repeat the key (`category_ids[]=3&category_ids[]=7`); a category filter includes its sub-categories. Answers 400 on an invalid parameter (e.g. per_page > 60, min_price > max_price). `meta` carries the pagination; the storefront appends page 2 and later.
         */
        get: operations["filterProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/filter/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the products of each filter option
         * @description Public. For the same filters as filterProducts (without page, per_page and sort): how many active products each category, each brand and "in stock only" would list. Each facet is counted with the other facets' choices applied but not its own (a category's count ignores the chosen categories, so a shopper can widen the choice); a category counts its sub-categories' products. Options with no product are left out. Prices are rupees as shown (price_with_tax). Answers 400 on an invalid parameter (negative price, min_price > max_price, a value that is not a number).
         */
        get: operations["filterProductFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one product
         * @description Public. The product page: summary fields plus description, gallery (with a trailing video entry when the product has a video), variants, option types, categories and latest reviews. 404 for an unknown or unpublished product.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products as you type
         * @description Public. Up to 10 best matches by name for the search panel (rows show name, image.thumbnail, price_with_tax and compare_price). 400 when `query` is missing or empty.
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/v1/trending_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trending products
         * @description Public. Home section, at most 12 products. `period=weekly` ranks by units ordered in the last 7 days (the weekly trending list); `all` (default) by all-time orders and views.
         */
        get: operations["listTrendingProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/v1/best_selling_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List best-selling products
         * @description Public. Home section, at most 12 products by units sold.
         */
        get: operations["listBestSellingProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/v1/category_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products grouped by top category
         * @description Public. Home sections, one per top category that has products, at most 12 products each.
         */
        get: operations["listCategoryProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/option_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List option types
         * @description Public. Variant option types (Size, Colour...) with their values, for product filters.
         */
        get: operations["listOptionTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands
         * @description Public. All brands by name (brand filter), or with `featured=true` only the featured ones (home brands section).
         */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List top categories
         * @description Public. Top-level categories flagged as top (footer "Top Categories"), with their sub-category tree in `childrens`.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/all_category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the whole category tree
         * @description Public. Every top-level category with `childrens` nested up to three levels, for the header, mega menu, mobile menu and category filter.
         */
        get: operations["listAllCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List home collections
         * @description Public. Named collections with their products (at most 12 each), for the home page.
         */
        get: operations["listCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Public. Email + password, 10-digit mobile number + password, or a pre-issued token. Returns `data.token` (the new auth_token) and the user. A cart token sent in CartAuthorization is merged into the shopper's cart. 401 "Invalid email/mobile or password" on bad credentials; 429 after 10 failures per identifier in 15 minutes.
         */
        post: operations["login"];
        /**
         * Log out
         * @description Needs Authorization. Revokes the session token (registered or guest). The client then clears all local storage and reloads cart and user.
         */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/create_pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a login PIN by SMS
         * @description Public (OTP login step 1). Sends a 4-digit PIN, valid 10 minutes, to the registered mobile number; `data.message` says so. 404 when no account has this number; 429 after 3 sends per number in 10 minutes.
         */
        post: operations["createPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/verify_pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the PIN
         * @description Public (OTP login step 2). Checks the PIN and answers a session (`data.token`). A cart token sent in CartAuthorization is merged. 422 "Invalid or expired PIN" on a wrong or expired PIN; a code is void after 5 wrong attempts; 429 when rate limited.
         */
        post: operations["verifyPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/create_otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset OTP
         * @description Public (forgot password step 1). Sends a 4-digit code, valid 10 minutes, by email or SMS; `data.message` is "OTP has been sent on registered {email}" (or the phone). 404 when no account matches; 429 after 3 sends in 10 minutes.
         */
        post: operations["createOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/verify_otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password-reset OTP
         * @description Public (forgot password step 2). Checks the code without using it up (password_update checks it again and consumes it). 422 "Invalid or expired OTP"; each wrong try counts toward the 5 allowed per code; 429 when rate limited.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/password_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reset the password with the OTP
         * @description Public (forgot password step 3). Form data with the account's email or full_phone_number, the OTP as `pin`, and the new password twice. Consumes the code and revokes the account's other sessions; the shopper then logs in. 400 when neither or both identifiers are sent; 422 when the code is invalid or expired or the passwords differ; 429 when rate limited.
         */
        put: operations["updatePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a shopper
         * @description Public. Creates a B2C or (when allow_b2b_signup) B2B account and answers a session (`data.token`, `data.user`), so the client is signed in at once. A cart token sent in CartAuthorization is merged. 400 with `errors` on invalid or missing fields (store rules in RegisterUserParams); 409 when the email or phone number is already registered; 413 when the body exceeds 16 MB; 422 for b2b when B2B sign-up is off; 429 when the client has made too many sign-ups this hour (fewer when they carry documents; docs/decisions.md).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/guest_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the guest's contact details
         * @description Needs Authorization with a guest token (from POST /carts/guest_checkout). Stores name, phone and email on the guest user and answers it; the order confirmation goes to that email. The email is required (422 "email required") unless the store's guest_email_required setting is off. 401 without a token; 422 for a registered (non-guest) user.
         */
        post: operations["createGuestUser"];
        /**
         * Leave guest mode
         * @description Needs Authorization with a guest token. Removes the guest user and its session and hands the cart back as an anonymous cart (`data.cart_token`). 401 without a token; 422 for a registered user.
         */
        delete: operations["removeGuestUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/guest_checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out as a guest
         * @description Needs CartAuthorization (the anonymous cart). Creates a guest user owning that cart and answers a guest session; `data.token` becomes the auth_token and the client drops cart_token. 401 without a cart token; 422 when the cart is empty.
         */
        post: operations["guestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/current_user_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in shopper
         * @description Needs Authorization. The registered or guest user of the token. 401 without a valid token.
         */
        get: operations["getCurrentUser"];
        /**
         * Update the profile
         * @description Needs Authorization. Changes name, email, phone and business fields; answers the updated user. Changing the email or phone of a registered account needs `current_password` (400 without it, 422 when it is wrong, 429 after too many wrong ones; an account without a password sets one with the forgot-password flow first, 422). 400 with `errors` on invalid fields; 409 when the email or phone belongs to another account.
         */
        put: operations["updateCurrentUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the wishlist
         * @description The signed-in shopper's wishlist (`data.wishlist_items`, `data.wishlist_count`). Without Authorization (no token, or a cart token only) it answers an empty wishlist rather than 401; 401 only for an expired auth token.
         */
        get: operations["listWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlists/add_item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the wishlist
         * @description Needs Authorization. Adds a product or variant (adding one already there is a no-op) and answers the wishlist. 401 when not signed in; 404 for an unknown item.
         */
        post: operations["addWishlistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlists/remove_item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a wishlist entry
         * @description Needs Authorization. Removes the entry by wishlist item id and answers the wishlist. 404 when unknown.
         */
        delete: operations["removeWishlistItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlists/move_to_cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a wishlist entry to the cart
         * @description Needs Authorization. Adds one unit of the entry's product or variant to the shopper's cart, removes the entry, and answers both the wishlist and the cart. 404 when unknown; 422 when out of stock (meta.message is shown).
         */
        post: operations["moveWishlistItemToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cart
         * @description The cart of the signed-in shopper (Authorization) or the anonymous cart (CartAuthorization). With no cart (or no token) it answers an empty cart with `id: null`. 401 only for an expired auth token.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/add_item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item to the cart
         * @description Adds a product (item_type Product, the default) or a variant; an item already in the cart has its quantity increased. With no token a new anonymous cart is created and `data.cart_token` returned. 404 for an unknown item; 422 when the product has variants but item_type is Product, or the quantity exceeds stock without back_order ("{n} product(s) in stock").
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/update_item_quantity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an item's quantity
         * @description Sets the quantity of a cart item; 0 removes it. Answers the cart. 401 with no cart token or auth token; 404 for an unknown cart item; 422 "{n} product(s) in stock" beyond stock without back_order.
         */
        put: operations["updateCartItemQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/remove_item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an item from the cart
         * @description Removes a cart item and answers the cart. 401 without a token; 404 for an unknown cart item.
         */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/advance_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose advance or full payment
         * @description Sets make_advance_payment on the cart (advance = 20% of the total, rounded up to the rupee, paid online; the rest on delivery). Answers the cart. 401 without a token; 422 when the cart is empty.
         */
        put: operations["setAdvancePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/update_cod_charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn the cash-on-delivery charge on or off
         * @description Sets cod_payment on the cart; when on, a cod_charge of 49 is added to the total. Answers the cart. 401 without a token; 422 when the cart is empty, or (turning it on) with the cart's delivery.cod_reason when the address's zone or the cart's total does not allow cash on delivery.
         */
        put: operations["setCodCharge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/add_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the delivery address of the cart
         * @description Needs Authorization (the address must belong to the shopper; a cart token alone gives 401). Sets the cart's address_id and answers the cart. 404 for an unknown or foreign address; 422 with "Sorry, we do not deliver to NNNNNN yet." when the store does not deliver to its pincode.
         */
        post: operations["addCartAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/checkout_charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every part of the money of the order these payment choices would place
         * @description Needs Authorization. Prices the shopper's cart as placing the order (POST /orders) or starting its payment (POST /payments...) would charge it, to the paisa, when it is placed with the payment_method this answers: the method to place it with (wallet when use_wallet_balance is on and the wallet covers the total without a COD charge; else the one asked), the COD charge exactly for cod, the wallet money used, what the provider collects now (the rest, or the advance), and what is left to pay on delivery. Nothing is written. 401 without a token; 422 when the cart is empty.
         */
        get: operations["getCheckoutCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available coupons
         * @description Public. Active coupons that have not expired, for the cart's coupon list.
         */
        get: operations["listCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/apply_coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a coupon to the cart
         * @description Needs Authorization (registered or guest); a cart token alone gives 401, and the storefront opens the login modal. Replaces any coupon already applied and answers the cart. 404 for an unknown code; 422 when expired or below min_cart_value.
         */
        post: operations["applyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carts/remove_coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the coupon from the cart
         * @description Needs Authorization. Removes the applied coupon (no-op when none) and answers the cart.
         */
        delete: operations["removeCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/get_states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List states
         * @description Public. Indian states and union territories by name.
         */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/get_cities/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the cities of a state
         * @description Public. Cities of the state given by id or code, in `data.cities`. 404 for an unknown state.
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the shopper's addresses
         * @description Needs Authorization (registered or guest). Default address first, then newest first.
         */
        get: operations["listAddresses"];
        /**
         * Update an address
         * @description Needs Authorization. Changes the address whose `id` is in the body and answers it in `data.address`. 404 for an unknown or foreign id.
         */
        put: operations["updateAddress"];
        /**
         * Add an address
         * @description Needs Authorization. Creates an address (the first one becomes the default) and answers it in `data.address`. 400 with `errors` on invalid fields; 422 after 20 addresses.
         */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an address
         * @description Needs Authorization. Deletes the address (orders keep their snapshot; a cart pointing at it loses its address_id). 404 for an unknown or foreign id.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/remove_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an address (by query id)
         * @description Needs Authorization. Same removal as DELETE /addresses/{id}, with the id in the query.
         */
        delete: operations["removeUserAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check delivery to a pincode
         * @description Public. Whether the store delivers to the pincode, the earliest and latest delivery dates (working days Monday to Saturday, dispatched the same day before the store's cut-off hour in IST), and whether cash on delivery is allowed, with the reason when not. With product_id the COD limit is judged on that product's price; without it, on the current cart's total when a cart or auth token is sent (as the cart routes read them), else only the zone counts. 422 with "Please enter a valid 6-digit pincode." for a malformed pincode; 404 with "Pincode NNNNNN does not exist. Please check it." for one India Post does not list; 404 for an unknown product; 429 past 60 checks a minute from one client address.
         */
        get: operations["checkDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the cart as an order (cash on delivery or wallet)
         * @description Needs Authorization (registered or guest). Turns the current cart into an order delivered to `address_id`, paid by cod (optionally using wallet balance first) or entirely by wallet; the cart is emptied. Online payments use /payments instead. A cart makes at most one order: a second submit answers the same order with 200. 404 for an unknown address; 422 when the cart is empty, an item is out of stock, the wallet balance does not cover a wallet order, or cod is not offered (by the store, or, with the cod_reason, for the address's zone or the order's value).
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Track an order by its order ID and the phone number or e-mail used
         * @description No login needed (guests use it). `order_id` is the order ID the success page and the confirmation e-mail show (the invoice number); `contact` is the order's e-mail or its delivery phone (10 digits; +91 and spaces are forgiven). Answers the status timeline and the delivery promise, nothing else personal. An unknown order ID and a contact that does not match get the same 404 "We could not find an order with these details.". Failed look-ups are limited per client address (20) and per order ID (10) in 15 minutes: then 429 "Too many attempts to track an order. Please try again in 15 minutes.". POST keeps the contact out of URLs and logs.
         */
        post: operations["trackOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/my_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the shopper's orders
         * @description Needs Authorization. The shopper's orders, newest first, paginated; unpaid online attempts (pending_payment, payment_failed) are left out. Their records stay: GET /orders/{id} answers them.
         */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one order
         * @description Needs Authorization. The order with items, amounts, address and status history. 404 when unknown or another shopper's.
         */
        get: operations["getOrder"];
        /**
         * Cancel an order
         * @description Needs Authorization. Body `{ status: "cancelled", reason? }`. Allowed from placed, confirmed or packed; wallet money used is credited back and online payments are marked refunded. Answers the order. 404 when unknown or another shopper's; 422 when the status no longer allows cancelling.
         */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to return an order
         * @description Needs Authorization. Allowed from delivered within 7 days of delivery; the order moves to return_requested. Answers `data.message`, the return request and the order. 404 when the order or return option is unknown; 409 when a return was already requested; 422 when the status or the 7-day window does not allow it.
         */
        post: operations["returnOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST tax invoice of an order
         * @description Needs Authorization. The tax invoice of an order: the store (name, address, state, GSTIN), the buyer (name, delivery address, and GSTIN and business name for a B2B shopper), the place of supply, and one line per item and per charge with its HSN/SAC code, GST rate, taxable value and tax. Prices include GST; the order discount is spread over the item lines in proportion. CGST + SGST (half each) when the delivery state is the store's state, IGST otherwise. 404 when unknown or another shopper's; 422 for an order that was never placed (pending_payment, payment_failed).
         */
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/return_options/return_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List return reasons
         * @description Public. The reasons a shopper can pick when returning an order.
         */
        get: operations["listReturnOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a card/UPI popup payment
         * @description Needs Authorization. payment_method must be razorpay. Creates an order in pending_payment from the cart (delivered to the cart's address) and answers the popup parameters: `data.total`, `data.amount` (paise), `data.transaction_id`, key and provider order id. 422 when the cart is empty, has no address, an item is out of stock, the provider is not enabled, or the wallet balance already covers the whole total (use POST /orders with wallet).
         */
        post: operations["startPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/verify_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a card/UPI popup payment
         * @description Needs Authorization. Checks the signature HMAC-SHA256(provider_order_id|payment_id, key secret); on success the order becomes placed (payment paid or partially_paid), the cart is emptied and the order is answered. A repeat with the same payment answers the same order. 404 for an unknown transaction; 422 on a bad signature (the order becomes payment_failed).
         */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/initiate_phonepe_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a mobile-wallet (PhonePe-style) payment
         * @description Needs Authorization. payment_method must be phonepe. Creates an order in pending_payment and answers `data.url`, the provider page to redirect to; the provider sends the shopper back to return_url (default /callbackUrl?action=phonepay). Same 422 cases as POST /payments.
         */
        post: operations["initiatePhonepePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/phonepe_payment_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a mobile-wallet payment after the redirect
         * @description Needs Authorization. No body: checks the shopper's latest mobile-wallet transaction (or the one given in `transaction_id`) with the provider. Paid: the order becomes placed, the cart is emptied and the order is answered. 404 when there is no such transaction; 422 when the payment failed (order payment_failed) or is still pending.
         */
        post: operations["phonepePaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/initiate_paypal_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a global-provider (PayPal-style) payment
         * @description Needs Authorization. payment_method must be paypal. Creates an order in pending_payment and answers `data.approval_url` (and the provider payment_id); after approval the provider sends the shopper to return_url (default /callbackUrl?action=paypal) with paymentId and PayerID. Same 422 cases as POST /payments.
         */
        post: operations["initiatePaypalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/execute_paypal_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute an approved global-provider payment
         * @description Needs Authorization. Executes the approved payment (payment_id and payer_id from the return URL); on success the order becomes placed, the cart is emptied and the order is answered. A repeat answers the same order. 404 for an unknown payment; 422 when not approved or declined (order payment_failed).
         */
        post: operations["executePaypalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a product
         * @description Needs Authorization with a registered (not guest) user; 401 otherwise. One review per shopper per product: 409 "You have already reviewed this product" on a second. 404 for an unknown product. Answers the review; the product's average_rating and reviews_count include it.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms_pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List content pages
         * @description Public. Published CMS pages (without content) for the header and the footer's Information list.
         */
        get: operations["listCmsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms_pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a content page
         * @description Public. One published page with its HTML content (e.g. terms_and_policy). 404 when unknown.
         */
        get: operations["getCmsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List FAQs
         * @description Public. Frequently asked questions ordered by category then position.
         */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter
         * @description Public. Subscribes an email once and answers the subscriber. 400 on a malformed email; 409 "This email is already subscribed".
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact message
         * @description Public. Stores the message and e-mails the store's support address; `data.message` is the thank-you text to show. 400 with `errors` on invalid fields; 429 after 5 messages per email in an hour.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/user_wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the wallet
         * @description Needs Authorization. Balance and transactions (credits such as refunds, debits for orders), newest first.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the development outbox
         * @description Development and test only: absent in production (the route is not registered and answers 404). Lists the SMS and emails the API sent to `to` (10-digit phone or email), newest first, with the OTP/PIN in `code`. Tests read codes from here.
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Envelope metadata present on every success response. */
        Meta: {
            /** @description Human-readable outcome, shown in toasts when present. */
            message?: string;
            current_page?: number;
            total_pages?: number;
            total_count?: number;
            per_page?: number;
        };
        /** @description Metadata of a change to the cart's items. When the change took the cart's coupon off (the cart fell below the coupon's minimum, the coupon expired, the cart is empty), `coupon_removed` says why and `message` carries the same text. */
        CartChangeMeta: {
            /** @description Human-readable outcome, shown in toasts when present. */
            message?: string;
            /** @description Why this change took the coupon off, e.g. "Coupon FLAT100 needs a minimum cart value of ₹999: add items worth ₹449 more. The coupon was removed." Absent when the coupon (if any) still applies. */
            coupon_removed?: string;
        };
        /** @description Metadata of a paginated list. */
        PaginatedMeta: {
            message?: string;
            current_page: number;
            total_pages: number;
            total_count: number;
            per_page: number;
        };
        /** @description Body of every 4xx response. */
        ErrorEnvelope: {
            meta: {
                /** @description Error text shown to the shopper ("Token expired." on an expired token). */
                message: string;
            };
            /** @description Field-level problems, when the error concerns input fields. */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description Field name (dotted path for nested fields, e.g. user_params.email). */
            field: string;
            message: string;
        };
        /** @description Acknowledgement payload. */
        MessageData: {
            message: string;
        };
        /** @description Id of the record that was deleted. */
        DeletedRef: {
            id: number;
        };
        /** @description Amount in rupees (INR), at most two decimals. */
        Money: number;
        /** @description A photo from the store's image pipeline. `{src}/{w}`, for each w of `widths`, answers the photo at that width as AVIF, WebP or JPEG, chosen by the request's Accept header (`Vary: Accept`); the addresses are content-hashed and may be cached for a year. */
        Picture: {
            /** @description Base path of the derivatives, e.g. /media/3fa9c1e2b7d04a11. */
            src: string;
            /** @description Width of the original in px, orientation applied. */
            width: number;
            height: number;
            /** @description The widths served, smallest first; none wider than the original. */
            widths: number[];
            /** @description A tiny preview (a data: URL of a few hundred bytes), shown blurred until the photo loads. */
            placeholder: string;
        };
        Thumbnail: {
            /** @description Image URL (small). */
            thumbnail: string;
            /** @description The same image as responsive sizes, or null when it is not a pipeline photo (an SVG, an outside URL). */
            picture: components["schemas"]["Picture"] | null;
        };
        ImageSet: {
            thumbnail: string;
            medium: string;
            large: string;
            /** @description The same image as responsive sizes, or null when it is not a pipeline photo. */
            picture: components["schemas"]["Picture"] | null;
        };
        BrandRef: {
            id: number;
            name: string;
        };
        CategoryRef: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            name: string;
            slug: string | null;
        };
        /** @description Indian mobile number, exactly 10 digits. */
        Phone: string;
        /** @description Indian PIN code, 6 digits, first not 0. */
        Pincode: string;
        /** @description One-time code, 4 digits. */
        Pin: string;
        /** Format: email */
        Email: string;
        /**
         * @description `Product` for a product without variants, `Variant` for one variant of a product.
         * @enum {string}
         */
        ItemType: "Product" | "Variant";
        /**
         * @description cod = cash on delivery; wallet = paid entirely from the shopper's wallet; razorpay = card/UPI popup provider; phonepe = mobile-wallet redirect provider; paypal = global redirect provider.
         * @enum {string}
         */
        PaymentMethodCode: "cod" | "wallet" | "razorpay" | "phonepe" | "paypal";
        /** @description Store look and behaviour (docs/product.md §1). */
        StoreSettings: {
            name: string;
            /** @description Logo URL. */
            logo: string | null;
            /** @description Favicon URL. */
            favicon: string | null;
            /** @description e.g. ₹ */
            currency_symbol: string;
            /** @description CSS colour. */
            background_color: string;
            text_color: string;
            hover_color: string;
            border_color: string;
            theme_template: {
                id: number;
                /** @description Standard, Ultra, Default, Elite, Cosmetic, Grocery, Electronic or Garment; any other name gets the default header and footer. */
                name: string;
            };
            payment_method: {
                /** @description Public key of the card/UPI popup provider (not a secret). */
                api_key: string | null;
            };
            allow_b2b_signup: boolean;
            /**
             * @description `otp` makes the login screen show the OTP (PIN) login.
             * @enum {string}
             */
            default_web_login_method: "otp" | "password";
            /**
             * @description `salon` enables the salon registration fields.
             * @enum {string}
             */
            store_type: "general" | "salon";
            address: string | null;
            linkedin_url: string | null;
            instagram_url: string | null;
            twitter_url: string | null;
            facebook_url: string | null;
            youtube_url: string | null;
            customer_support_email: string | null;
            customer_care_number: string | null;
            /** @description Hides the powered-by credit. */
            hide_shoppeez_from_website: boolean;
            /** @description Digits with country code, used for order links. */
            whatsapp_number: string | null;
            /** @description When true, coupons wait for a payment method other than cod at checkout ("Please select a payment method" / "Cannot apply coupon on COD payments", docs/product.md §6). Default false. */
            coupons_require_online_payment: boolean;
            /** @description The order value in rupees (after discount) from which standard shipping is free: the same rule carts are charged shipping by. Null when the store has no free shipping. */
            free_shipping_from: number | null;
            /** @description Whether the storefront shows its free-shipping line ("Free Standard Shipping on Orders ₹499+ Orders"). Default true. */
            show_free_shipping_banner: boolean;
            /** @description Whether guest checkout must give an e-mail address for the order confirmation (POST /users/guest_user answers 422 "email required" without one). Default true; a store may make it optional. */
            guest_email_required: boolean;
        };
        /** @description A payment method the store accepts at checkout. */
        PaymentOption: {
            id: number;
            code: components["schemas"]["PaymentMethodCode"];
            name: string;
            description: string | null;
            /** @description True when paid through a provider (razorpay, phonepe, paypal). */
            is_online: boolean;
            supports_advance_payment: boolean;
        };
        Banner: {
            id: number;
            title: string;
            subtitle: string | null;
            image_url: string;
            mobile_image_url: string | null;
            /** @description image_url as responsive sizes, or null when it is not a pipeline photo. */
            picture: components["schemas"]["Picture"] | null;
            /** @description mobile_image_url as responsive sizes, or null. */
            mobile_picture: components["schemas"]["Picture"] | null;
            /** @description Storefront path or absolute URL. */
            link_url: string | null;
            position: number;
        };
        /** @description A named home-page collection with its products. */
        Collection: {
            id: number;
            name: string;
            slug: string;
            description: string | null;
            image: string | null;
            /** @description image as responsive sizes, or null when it is not a pipeline photo. */
            picture: components["schemas"]["Picture"] | null;
            products: components["schemas"]["ProductSummary"][];
        };
        FacetCount: {
            id: number;
            count: number;
        };
        /** @description Products per filter option under the other facets' choices; options with none are left out. */
        ProductFacets: {
            /** @description Per category id, its sub-categories' products included. */
            categories: components["schemas"]["FacetCount"][];
            brands: components["schemas"]["FacetCount"][];
            /** @description Products that can be bought now. */
            in_stock: number;
        };
        Brand: {
            id: number;
            name: string;
            slug: string;
            logo: string | null;
            /** @description Shown in the home brands section. */
            featured: boolean;
        };
        /** @description Product category; `childrens` nests up to three levels in all. */
        Category: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            name: string;
            /** @description When set, menus link to /get-to-know-us/{slug}. */
            slug: string | null;
            image: string | null;
            /** @description image as responsive sizes, or null when it is not a pipeline photo. */
            picture: components["schemas"]["Picture"] | null;
            show_on_header: boolean;
            /** @description Listed in the footer's Top Categories. */
            is_top: boolean;
            parent_id: number | null;
            childrens: components["schemas"]["Category"][];
        };
        /** @description Product as shown in lists, search results and home sections. */
        ProductSummary: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            name: string;
            slug: string;
            image: components["schemas"]["ImageSet"];
            price_with_tax: components["schemas"]["Money"];
            /** @description Former price, struck through when present. */
            compare_price: number | null;
            stock_qty: number;
            /** @description Can be ordered beyond stock. */
            back_order: boolean;
            in_stock: boolean;
            brand: components["schemas"]["BrandRef"] | null;
            average_rating: number;
            reviews_count: number;
            video_url: string | null;
            /** @description True when the product is sold by variant (size, colour): add a variant, not the product, to the cart, so a list card sends the shopper to the product page to choose. */
            has_variants: boolean;
        };
        /** @description A product page. Contains every ProductSummary field plus the detail fields. */
        ProductDetail: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            name: string;
            slug: string;
            image: components["schemas"]["ImageSet"];
            price_with_tax: components["schemas"]["Money"];
            compare_price: number | null;
            stock_qty: number;
            back_order: boolean;
            in_stock: boolean;
            brand: components["schemas"]["BrandRef"] | null;
            average_rating: number;
            reviews_count: number;
            video_url: string | null;
            has_variants: boolean;
            /** @description HTML; the storefront sanitises it before rendering. In the request's language where the merchant translated it. */
            description: string;
            /** @description Images, then one entry with `is_video` true when the product has a video_url. */
            gallery: components["schemas"]["GalleryItem"][];
            /** @description Empty for a product without variants. */
            variants: components["schemas"]["Variant"][];
            /** @description Option types used by the variants (Size, Colour...). */
            option_types: components["schemas"]["OptionType"][];
            categories: components["schemas"]["CategoryRef"][];
            /** @description Latest reviews, newest first (at most 20). */
            reviews: components["schemas"]["Review"][];
        };
        GalleryItem: {
            /** @description Null for the video entry. */
            id: number | null;
            /** @description Full image URL, or the video URL when is_video. */
            url: string;
            thumbnail: string;
            /** @description The image as responsive sizes (the video's poster for the video entry), or null when it is not a pipeline photo. */
            picture: components["schemas"]["Picture"] | null;
            is_video: boolean;
        };
        Variant: {
            id: number;
            sku: string;
            price_with_tax: components["schemas"]["Money"];
            compare_price: number | null;
            stock_qty: number;
            back_order: boolean;
            in_stock: boolean;
            attributes: components["schemas"]["VariantAttribute"][];
        };
        VariantAttribute: {
            /** @description e.g. Size */
            option_type: string;
            /** @description e.g. XL */
            option_value: string;
        };
        OptionType: {
            id: number;
            name: string;
            presentation: string;
            option_values: components["schemas"]["OptionValue"][];
        };
        OptionValue: {
            id: number;
            name: string;
            presentation: string;
        };
        /** @description A home-page section of products from one category. */
        CategoryProducts: {
            category: components["schemas"]["CategoryRef"];
            products: components["schemas"]["ProductSummary"][];
        };
        /**
         * @default b2c
         * @enum {string}
         */
        BusinessType: "b2b" | "b2c";
        /** @enum {string} */
        SalonCategory: "mens" | "women" | "unisex";
        /** @enum {string} */
        MonthlyConsumption: "1000-2500" | "2500-5000" | "5000-10000" | "More Than 10000";
        /** @description The signed-in shopper (registered or guest). */
        User: {
            id: number;
            name: string;
            email: string | null;
            full_phone_number: string | null;
            /** @enum {string} */
            business_type: "b2b" | "b2c";
            gstin: string | null;
            business_name: string | null;
            gst_state: string | null;
            gst_address: string | null;
            /** @enum {string|null} */
            salon_category: "mens" | "women" | "unisex" | null;
            /** @enum {string|null} */
            monthly_consumption: "1000-2500" | "2500-5000" | "5000-10000" | "More Than 10000" | null;
            salon_location_pincode: string | null;
            is_guest: boolean;
            wallet_balance: components["schemas"]["Money"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description A new session; `token` becomes the client's auth_token. */
        Session: {
            token: string;
            user: components["schemas"]["User"];
            /** Format: date-time */
            expires_at: string;
        };
        LoginWithEmail: {
            email: components["schemas"]["Email"];
            password: string;
        };
        LoginWithPhone: {
            full_phone_number: components["schemas"]["Phone"];
            password: string;
        };
        /** @description Exchange a pre-issued token (e.g. from registration) for a session. */
        LoginWithToken: {
            token: string;
        };
        /** @description Email + password, 10-digit mobile number + password, or a pre-issued token. */
        LoginInput: components["schemas"]["LoginWithEmail"] | components["schemas"]["LoginWithPhone"] | components["schemas"]["LoginWithToken"];
        PinRequestInput: {
            full_phone_number: components["schemas"]["Phone"];
        };
        PinVerifyInput: {
            full_phone_number: components["schemas"]["Phone"];
            pin: components["schemas"]["Pin"];
        };
        OtpByEmailInput: {
            email: components["schemas"]["Email"];
        };
        OtpByPhoneInput: {
            full_phone_number: components["schemas"]["Phone"];
        };
        /** @description The account's email or 10-digit mobile number. */
        OtpRequestInput: components["schemas"]["OtpByEmailInput"] | components["schemas"]["OtpByPhoneInput"];
        OtpVerifyByEmailInput: {
            email: components["schemas"]["Email"];
            pin: components["schemas"]["Pin"];
        };
        OtpVerifyByPhoneInput: {
            full_phone_number: components["schemas"]["Phone"];
            pin: components["schemas"]["Pin"];
        };
        OtpVerifyInput: components["schemas"]["OtpVerifyByEmailInput"] | components["schemas"]["OtpVerifyByPhoneInput"];
        /** @description Form fields (multipart/form-data or urlencoded, all strings). Exactly one of `email` or `full_phone_number` identifies the account; `pin` is the code from `POST /sessions/create_otp`. */
        PasswordUpdateForm: {
            email?: components["schemas"]["Email"];
            full_phone_number?: components["schemas"]["Phone"];
            pin: components["schemas"]["Pin"];
            password: string;
            password_confirmation: string;
        };
        RegisterDocument: {
            filename: string;
            /** @description Data URL of a PDF, PNG or JPEG file of at most 2 MB. */
            content: string;
        };
        /** @description Registration fields. `email`, `password` and `password_confirmation` are required unless the store's default_web_login_method is `otp`. With business_type `b2b` (only when allow_b2b_signup) gstin, business_name, gst_state and gst_address are required; documents are optional. In a salon store salon_category, monthly_consumption and business_name are required. Omit empty optional fields rather than sending empty strings. The terms checkbox (termsCheck) is not sent. */
        RegisterUserParams: {
            name: string;
            email?: components["schemas"]["Email"];
            full_phone_number: components["schemas"]["Phone"];
            password?: string;
            password_confirmation?: string;
            business_type?: components["schemas"]["BusinessType"];
            /** @description 15-character GSTIN. */
            gstin?: string;
            business_name?: string;
            /** @description State name from GET /addresses/get_states. */
            gst_state?: string;
            gst_address?: string;
            documents?: components["schemas"]["RegisterDocument"][];
            salon_category?: components["schemas"]["SalonCategory"];
            monthly_consumption?: components["schemas"]["MonthlyConsumption"];
            salon_location_pincode?: components["schemas"]["Pincode"];
        };
        RegisterParams: {
            user_params: components["schemas"]["RegisterUserParams"];
        };
        /** @description Any subset of the editable profile fields; null clears an optional business field. */
        UserUpdateInput: {
            name?: string;
            email?: components["schemas"]["Email"];
            full_phone_number?: components["schemas"]["Phone"];
            /** @description The account's password; required when `email` or `full_phone_number` changes, so a stolen session cannot move the account to the thief's address. */
            current_password?: string;
            gstin?: string | null;
            business_name?: string | null;
            gst_state?: string | null;
            gst_address?: string | null;
            /** @enum {string|null} */
            salon_category?: "mens" | "women" | "unisex" | null;
            /** @enum {string|null} */
            monthly_consumption?: "1000-2500" | "2500-5000" | "5000-10000" | "More Than 10000" | null;
            salon_location_pincode?: string | null;
        };
        /** @description Contact details of the guest shopper, used on the order and for notifications. */
        GuestUserInput: {
            name: string;
            email?: components["schemas"]["Email"];
            full_phone_number: components["schemas"]["Phone"];
        };
        CartTokenData: {
            /** @description Token of the anonymous cart handed back. */
            cart_token: string;
        };
        /** @description The current cart. total = sub_total - applied_discount + shipping_charge + cod_charge. Shipping is free when sub_total - applied_discount >= 499, else 40; cod_charge is 49 when cod_payment is on. advance_payment_amount is 20% of total rounded up to the rupee when make_advance_payment is on, else 0. With no cart at all: id null and no items. */
        CartDetails: {
            id: number | null;
            /** @description Present on add_item when a new anonymous cart was created; store it as cart_token. */
            cart_token?: string | null;
            cart_items: components["schemas"]["CartItem"][];
            coupon_code: string | null;
            applied_discount: components["schemas"]["Money"];
            sub_total: components["schemas"]["Money"];
            shipping_charge: components["schemas"]["Money"];
            cod_charge: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            total_quantity: number;
            make_advance_payment: boolean;
            advance_payment_made: boolean;
            advance_payment_amount: components["schemas"]["Money"];
            cod_payment: boolean;
            /** @description Delivery address chosen with POST /carts/add_address. */
            address_id: number | null;
            /** @description Delivery to the cart's address (COD judged on the cart's total), or null without an address. */
            delivery: components["schemas"]["DeliveryCheck"] | null;
        };
        /** @description The money of the order the payment choices would place (GET /carts/checkout_charges), in rupees. total = sub_total - applied_discount + shipping_charge + cod_charge = wallet_amount_used + pay_online_now + due_on_delivery; paid_now = wallet_amount_used + pay_online_now. An order placed with these choices records the same amounts. */
        CheckoutCharges: {
            /** @description The method the order is placed with (wallet when the wallet pays it all); null while none is chosen. */
            payment_method: components["schemas"]["PaymentMethodCode"] | null;
            coupon_code: string | null;
            sub_total: components["schemas"]["Money"];
            applied_discount: components["schemas"]["Money"];
            shipping_charge: components["schemas"]["Money"];
            cod_charge: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            wallet_balance: components["schemas"]["Money"];
            wallet_amount_used: components["schemas"]["Money"];
            /** @description True when only the advance is collected online now. */
            make_advance_payment: boolean;
            advance_payment_amount: components["schemas"]["Money"];
            pay_online_now: components["schemas"]["Money"];
            paid_now: components["schemas"]["Money"];
            due_on_delivery: components["schemas"]["Money"];
        };
        CartItem: {
            /** @description Cart item id (used by update_item_quantity and remove_item). */
            id: number;
            /** @description Product id or variant id, per item_type. */
            item_id: number;
            item_type: components["schemas"]["ItemType"];
            product_id: number;
            product_name: string;
            product_slug: string;
            product_image: components["schemas"]["Thumbnail"];
            unit_price: components["schemas"]["Money"];
            compare_price: number | null;
            quantity: number;
            total_price: components["schemas"]["Money"];
            stock_qty: number;
            back_order: boolean;
            variant: components["schemas"]["CartItemVariant"] | null;
        };
        CartItemVariant: {
            id: number;
            sku: string;
            attributes: components["schemas"]["VariantAttribute"][];
        };
        AddCartItemInput: {
            item_id: number;
            item_type?: components["schemas"]["ItemType"];
            quantity: number;
        };
        UpdateCartItemQuantityInput: {
            /** @description 0 removes the item. */
            quantity: number;
        };
        ApplyCouponInput: {
            coupon_code: string;
        };
        CartAddressInput: {
            address_id: number;
        };
        Coupon: {
            code: string;
            /**
             * @description percentage = amount is a percent of the sub-total; flat = amount in rupees.
             * @enum {string}
             */
            coupon_type: "percentage" | "flat";
            amount: number;
            min_cart_value: components["schemas"]["Money"];
            /** @description Cap of a percentage discount. */
            max_discount: number | null;
            description: string;
            /** Format: date-time */
            expires_at: string | null;
        };
        Wishlist: {
            wishlist_items: components["schemas"]["WishlistItem"][];
            wishlist_count: number;
        };
        WishlistItem: {
            /** @description Wishlist entry id. */
            id: number;
            product_id: number;
            product_name: string;
            product_slug: string;
            item_image: components["schemas"]["Thumbnail"];
            item: {
                sell_price: components["schemas"]["Money"];
                compare_price: number | null;
            };
            /** @description Product id or variant id, per productable_type. */
            productable_id: number;
            productable_type: components["schemas"]["ItemType"];
            in_stock: boolean;
            /** @description True when the entry is a whole product that is sold in variants (size, colour): it cannot go to the cart until the shopper chooses a variant on the product page. */
            needs_variant_choice: boolean;
            /** Format: date-time */
            created_at: string;
        };
        AddWishlistItemInput: {
            item_id: number;
            item_type?: components["schemas"]["ItemType"];
        };
        WishlistMoveResult: {
            wishlist: components["schemas"]["Wishlist"];
            cart: components["schemas"]["CartDetails"];
        };
        /** @enum {string} */
        AddressType: "home" | "work" | "other";
        Address: {
            id: number;
            name: string;
            phone: string;
            address_line_1: string;
            address_line_2: string | null;
            landmark: string | null;
            city: string;
            /** @description State name as listed by GET /addresses/get_states. */
            state: string;
            pincode: string;
            address_type: components["schemas"]["AddressType"];
            is_default: boolean;
        };
        /** @description Copy of the delivery address taken when the order was placed. */
        AddressSnapshot: {
            name: string;
            phone: string;
            address_line_1: string;
            address_line_2: string | null;
            landmark: string | null;
            city: string;
            state: string;
            pincode: string;
            address_type: components["schemas"]["AddressType"];
        };
        /** @description A new address. is_default true makes it the default and clears the flag on the others. */
        AddressInput: {
            name: string;
            phone: components["schemas"]["Phone"];
            address_line_1: string;
            address_line_2?: string | null;
            landmark?: string | null;
            city: string;
            state: string;
            pincode: components["schemas"]["Pincode"];
            address_type?: components["schemas"]["AddressType"];
            is_default?: boolean;
        };
        /** @description `id` of the address to change plus any fields to change. */
        AddressUpdateInput: {
            id: number;
            name?: string;
            phone?: components["schemas"]["Phone"];
            address_line_1?: string;
            address_line_2?: string | null;
            landmark?: string | null;
            city?: string;
            state?: string;
            pincode?: components["schemas"]["Pincode"];
            address_type?: components["schemas"]["AddressType"];
            is_default?: boolean;
        };
        AddressResult: {
            address: components["schemas"]["Address"];
        };
        State: {
            id: number;
            name: string;
            /** @description Two-letter code, e.g. MH. */
            code: string;
        };
        City: {
            id: number;
            name: string;
        };
        CityList: {
            cities: components["schemas"]["City"][];
        };
        /** @description Delivery to one pincode. city and state are the store's names (state as GET /addresses/get_states spells it; city from that state's cities when one matches the district, else the district). Dates are IST calendar days, YYYY-MM-DD, null when not serviceable. reason says why not serviceable; cod_reason why cash on delivery is not available (null when it is, or when the pincode is not served). */
        DeliveryCheck: {
            pincode: components["schemas"]["Pincode"];
            city: string;
            state: string;
            serviceable: boolean;
            reason: string | null;
            /** Format: date */
            earliest_delivery_date: string | null;
            /** Format: date */
            latest_delivery_date: string | null;
            cod_available: boolean;
            cod_reason: string | null;
        };
        /** @description The delivery dates promised when the order was placed (IST calendar days). */
        DeliveryPromise: {
            /** Format: date */
            earliest_delivery_date: string;
            /** Format: date */
            latest_delivery_date: string;
        };
        TrackOrderInput: {
            /** @description The order ID, e.g. INV-2026-000123. */
            order_id: string;
            /** @description The e-mail or 10-digit phone used for the order. */
            contact: string;
        };
        /** @description An order as Track order shows it: no name, address or other personal data. timeline lists the statuses reached (oldest first) and, while the order is on its way, the delivery steps ahead. */
        TrackedOrder: {
            order_id: string;
            status: components["schemas"]["OrderStatus"];
            status_label: string;
            /** Format: date-time */
            placed_at: string;
            timeline: {
                status: string;
                label: string;
                at: string | null;
                /** @enum {string} */
                state: "done" | "current" | "upcoming";
            }[];
            /** @description The delivery dates promised when the order was placed; null on orders placed before the store gave one. */
            delivery_promise: components["schemas"]["DeliveryPromise"] | null;
        };
        /**
         * @description Order lifecycle. pending_payment -> placed | payment_failed (online payments; cod and wallet orders start at placed). placed -> confirmed -> packed -> shipped -> out_for_delivery -> delivered. The shopper may cancel from placed, confirmed or packed (-> cancelled; wallet money used is refunded). The shopper may ask for a return from delivered within 7 days (-> return_requested); the store then sets returned or return_rejected.
         * @enum {string}
         */
        OrderStatus: "pending_payment" | "payment_failed" | "placed" | "confirmed" | "packed" | "shipped" | "out_for_delivery" | "delivered" | "cancelled" | "return_requested" | "returned" | "return_rejected";
        /** @enum {string} */
        PaymentStatus: "pending" | "paid" | "partially_paid" | "failed" | "refunded";
        OrderStatusChange: {
            status: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            at: string;
        };
        OrderItem: {
            id: number;
            product_id: number;
            variant_id: number | null;
            product_name: string;
            product_slug: string;
            product_image: components["schemas"]["Thumbnail"];
            attributes: components["schemas"]["VariantAttribute"][];
            unit_price: components["schemas"]["Money"];
            quantity: number;
            total_price: components["schemas"]["Money"];
        };
        /** @description A placed order. amount_due is what is still to be paid (on delivery for cod or advance payment). whatsapp_order_link is https://wa.me/<store whatsapp>?text=<order summary>, null when the store has no WhatsApp number. */
        Order: {
            id: number;
            /** @description INV-YYYY-NNNNNN */
            invoice_number: string;
            status: components["schemas"]["OrderStatus"];
            payment_method: components["schemas"]["PaymentMethodCode"];
            payment_status: components["schemas"]["PaymentStatus"];
            items: components["schemas"]["OrderItem"][];
            sub_total: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            coupon_code: string | null;
            shipping_charge: components["schemas"]["Money"];
            cod_charge: components["schemas"]["Money"];
            wallet_amount_used: components["schemas"]["Money"];
            advance_payment_amount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            amount_due: components["schemas"]["Money"];
            address: components["schemas"]["AddressSnapshot"];
            note: string | null;
            /** Format: date-time */
            created_at: string;
            can_cancel: boolean;
            can_return: boolean;
            whatsapp_order_link: string | null;
            /** @description Oldest first. */
            status_history: components["schemas"]["OrderStatusChange"][];
            /** @description Delivery dates fixed when the order was placed; null for orders placed before delivery dates existed. */
            delivery_promise: components["schemas"]["DeliveryPromise"] | null;
        };
        /** @description An order as listed in My Orders. */
        OrderSummary: {
            id: number;
            invoice_number: string;
            status: components["schemas"]["OrderStatus"];
            payment_method: components["schemas"]["PaymentMethodCode"];
            payment_status: components["schemas"]["PaymentStatus"];
            total: components["schemas"]["Money"];
            items_count: number;
            /** @description Image of the first item. */
            thumbnail: string | null;
            /** @description thumbnail as responsive sizes, or null. */
            thumbnail_picture: components["schemas"]["Picture"] | null;
            /** Format: date-time */
            created_at: string;
            delivery_promise: components["schemas"]["DeliveryPromise"] | null;
        };
        /** @description Places the current cart. Online methods (razorpay, phonepe, paypal) go through /payments. */
        PlaceOrderInput: {
            address_id: number;
            /** @enum {string} */
            payment_method: "cod" | "wallet";
            /** @default false */
            use_wallet_balance?: boolean;
            note?: string;
        };
        CancelOrderInput: {
            /** @enum {string} */
            status: "cancelled";
            reason?: string;
        };
        /** @description A reason a shopper can pick when returning an order. */
        ReturnOption: {
            id: number;
            title: string;
            description: string | null;
        };
        ReturnRequestInput: {
            return_request: {
                return_option_id: number;
                comment?: string;
            };
        };
        /** @description A shopper's return request on an order. */
        ReturnRequest: {
            id: number;
            order_id: number;
            return_option_id: number;
            return_option_title: string;
            comment: string | null;
            /** @enum {string} */
            status: "requested" | "approved" | "rejected";
            /** Format: date-time */
            created_at: string;
        };
        InvoiceParty: {
            /** @description Store name, or the buyer (business name for B2B). */
            name: string;
            /** @description One line. */
            address: string;
            state: string;
            /** @description Null for a B2C buyer. */
            gstin: string | null;
        };
        /** @description One goods line (kind item, HSN code) or charge line (kind charge, SAC code, 18%). gross is what the line adds to the total (tax included, after its share of the discount) = taxable_value + cgst + sgst + igst. */
        InvoiceLine: {
            /** @enum {string} */
            kind: "item" | "charge";
            description: string;
            hsn_code: string;
            quantity: number;
            unit_price: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            /** @description Percent. */
            gst_rate: number;
            taxable_value: components["schemas"]["Money"];
            cgst: components["schemas"]["Money"];
            sgst: components["schemas"]["Money"];
            igst: components["schemas"]["Money"];
            gross: components["schemas"]["Money"];
        };
        /** @description A GST tax invoice (docs/decisions.md, "GST invoice"). */
        Invoice: {
            order_id: number;
            invoice_number: string;
            /**
             * Format: date-time
             * @description When the order was placed.
             */
            invoice_date: string;
            status: components["schemas"]["OrderStatus"];
            payment_method: components["schemas"]["PaymentMethodCode"];
            seller: components["schemas"]["InvoiceParty"];
            buyer: components["schemas"]["InvoiceParty"];
            /** @description The delivery state. */
            place_of_supply: string;
            /**
             * @description intra_state: CGST + SGST; inter_state: IGST.
             * @enum {string}
             */
            supply_type: "intra_state" | "inter_state";
            lines: components["schemas"]["InvoiceLine"][];
            taxable_value: components["schemas"]["Money"];
            cgst: components["schemas"]["Money"];
            sgst: components["schemas"]["Money"];
            igst: components["schemas"]["Money"];
            total_tax: components["schemas"]["Money"];
            /** @description The order total. */
            total: components["schemas"]["Money"];
        };
        ReturnResult: {
            /** @description Shown to the shopper (fallback "submitted!"). */
            message: string;
            return_request: components["schemas"]["ReturnRequest"];
            order: components["schemas"]["Order"];
        };
        /** @description Starts an online payment for the current cart, delivered to the cart's address (POST /carts/add_address). Each endpoint accepts only its own provider in payment_method. make_advance_payment pays only the advance online (the rest on delivery); when omitted the cart's flag is used. return_url (phonepe, paypal) is where the provider sends the shopper back; default the storefront origin + /callbackUrl. It must be on the store's own origin (400 "return_url must be a page of this store" otherwise): another origin would make the flow an open redirect. */
        PaymentInitInput: {
            /** @enum {string} */
            payment_method: "razorpay" | "phonepe" | "paypal";
            /** @default false */
            use_wallet_balance?: boolean;
            make_advance_payment?: boolean;
            note?: string;
            /** Format: uri */
            return_url?: string;
        };
        /** @description Card/UPI popup parameters. The popup amount is total x 100 (= amount, in paise), currency INR. An order in pending_payment is created; verify_payment completes it. */
        PaymentStart: {
            transaction_id: string;
            order_id: number;
            total: components["schemas"]["Money"];
            /** @description total in paise. */
            amount: number;
            /** @enum {string} */
            currency: "INR";
            /** @description Public key for the popup. */
            key: string;
            provider_order_id: string;
            /** @description URL of the popup script (the sandbox one by default). */
            checkout_script: string;
        };
        /** @description Redirect for the mobile-wallet provider (`url`) or the global provider (`approval_url`). An order in pending_payment is created. */
        PaymentRedirect: {
            transaction_id: string;
            order_id: number;
            /** @enum {string} */
            provider: "phonepe" | "paypal";
            /** @description phonepe: page to redirect to. */
            url?: string;
            /** @description paypal: approval page to redirect to. */
            approval_url?: string;
            /** @description paypal: the provider payment id. */
            payment_id?: string;
        };
        VerifyPaymentInput: {
            payment_id: string;
            transaction_id: string;
            /** @description Hex HMAC-SHA256 of provider_order_id|payment_id. */
            signature: string;
        };
        ExecutePaypalInput: {
            payment_id: string;
            payer_id: string;
        };
        Review: {
            id: number;
            product_id: number;
            user_name: string;
            rating: number;
            title: string;
            comment: string;
            /** Format: date-time */
            created_at: string;
        };
        ReviewInput: {
            product_id: number;
            rating: number;
            title: string;
            comment: string;
        };
        CmsPageSummary: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            title: string;
            slug: string;
            show_on_header: boolean;
            /** @description Listed under the footer's Information. */
            show_on_footer: boolean;
        };
        CmsPage: {
            id: number;
            /** @description In the request's language where the merchant translated it. */
            title: string;
            slug: string;
            show_on_header: boolean;
            show_on_footer: boolean;
            /** @description HTML; the storefront sanitises it before rendering. In the request's language where the merchant translated it. */
            content: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Question, answer and category in the request's language where the merchant translated them. */
        Faq: {
            id: number;
            question: string;
            /** @description Plain text or simple HTML (sanitised by the storefront). */
            answer: string;
            category: string | null;
            position: number;
        };
        Wallet: {
            balance: components["schemas"]["Money"];
            /** @description Newest first. */
            transactions: components["schemas"]["WalletTransaction"][];
        };
        WalletTransaction: {
            id: number;
            /** @enum {string} */
            kind: "credit" | "debit";
            amount: components["schemas"]["Money"];
            description: string;
            order_id: number | null;
            /** Format: date-time */
            created_at: string;
        };
        SubscriberInput: {
            email: components["schemas"]["Email"];
        };
        Subscriber: {
            id: number;
            email: string;
            /** Format: date-time */
            created_at: string;
        };
        ContactInput: {
            name: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            subject?: string;
            message: string;
        };
        ContactResult: {
            id: number;
            /** @description Thank-you text shown to the shopper. */
            message: string;
        };
        /** @description An SMS or email the API would have sent (development outbox). */
        OutboxMessage: {
            id: number;
            /** @enum {string} */
            channel: "sms" | "email";
            /** @description Phone number (10 digits) or email address. */
            to: string;
            /** @description Null for SMS. */
            subject: string | null;
            body: string;
            /** @description The OTP/PIN carried by the message, if any. */
            code: string | null;
            /** Format: date-time */
            created_at: string;
        };
    };
    responses: {
        /** @description Malformed or invalid input (schema validation); `errors` lists the offending fields. Also a malformed request, which any operation refuses: more than one Host header (RFC 9112, 3.2). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No token, an unknown or revoked token, or a token that is not allowed here (for example a cart token where a login is needed). An expired token gives `meta.message` "Token expired." and the client then drops its auth_token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unknown id or slug. A record that belongs to another shopper is reported as not found too. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request conflicts with existing data (duplicate email, phone, review, subscription...). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is larger than the server accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body's content type is not one the operation accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Well-formed input that breaks a business rule; `meta.message` says which. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit exceeded (OTP/PIN sends, verify attempts, login failures). Retry later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Page number, from 1. */
        Page: number;
        /** @description Page size (default 20, at most 60). */
        PerPage: number;
        /** @description Order id. */
        OrderId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getStoreSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StoreSettings"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled payment options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentOption"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    filterProducts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size (default 20, at most 60). */
                per_page?: components["parameters"]["PerPage"];
                /** @description Text searched in product name, brand and description. */
                query?: string;
                /** @description Category ids (any of). */
                "category_ids[]"?: number[];
                /** @description Brand ids (any of). */
                "brand_ids[]"?: number[];
                min_price?: number;
                max_price?: number;
                /** @description Default newest. */
                sort?: "newest" | "price_asc" | "price_desc" | "popular";
                /** @description true lists only products that can be bought now (in stock or back-order). */
                in_stock?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSummary"][];
                        meta: components["schemas"]["PaginatedMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    filterProductFacets: {
        parameters: {
            query?: {
                /** @description Text searched in product name, brand and description. */
                query?: string;
                /** @description Category ids (any of). */
                "category_ids[]"?: number[];
                /** @description Brand ids (any of). */
                "brand_ids[]"?: number[];
                min_price?: number;
                max_price?: number;
                /** @description true counts only products that can be bought now (in stock or back-order). */
                in_stock?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count of each filter option. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductFacets"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductDetail"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    searchProducts: {
        parameters: {
            query: {
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching products (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSummary"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listTrendingProducts: {
        parameters: {
            query?: {
                period?: "all" | "weekly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trending products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSummary"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listBestSellingProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Best sellers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSummary"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCategoryProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Category sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryProducts"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listOptionTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Option types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OptionType"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listBrands: {
        parameters: {
            query?: {
                featured?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Brand"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listAllCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Category tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Category"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCollections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Collections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Collection"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinRequestInput"];
            };
        };
        responses: {
            /** @description PIN sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinVerifyInput"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpRequestInput"];
            };
        };
        responses: {
            /** @description OTP sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpVerifyInput"];
            };
        };
        responses: {
            /** @description Code is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PasswordUpdateForm"];
                "application/x-www-form-urlencoded": components["schemas"]["PasswordUpdateForm"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterParams"];
            };
        };
        responses: {
            /** @description Registered and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createGuestUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestUserInput"];
            };
        };
        responses: {
            /** @description The guest user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeGuestUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Guest removed; the cart token to keep. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartTokenData"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    guestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Guest session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateInput"];
            };
        };
        responses: {
            /** @description Updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wishlist"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addWishlistItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddWishlistItemInput"];
            };
        };
        responses: {
            /** @description Updated wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wishlist"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removeWishlistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wishlist item id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Updated wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wishlist"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    moveWishlistItemToCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wishlist item id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Wishlist and cart after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistMoveResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemInput"];
            };
        };
        responses: {
            /** @description The updated cart (with cart_token when a cart was created). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["CartChangeMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateCartItemQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Cart item id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartItemQuantityInput"];
            };
        };
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["CartChangeMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Cart item id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["CartChangeMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setAdvancePayment: {
        parameters: {
            query: {
                make_advance_payment: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setCodCharge: {
        parameters: {
            query: {
                cod_payment: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    addCartAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddressInput"];
            };
        };
        responses: {
            /** @description The updated cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCheckoutCharges: {
        parameters: {
            query?: {
                /** @description The chosen method; absent while none is chosen. */
                payment_method?: components["schemas"]["PaymentMethodCode"];
                use_wallet_balance?: boolean;
                /** @description Online methods; defaults to the cart's make_advance_payment, as the payment start does. */
                make_advance_payment?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckoutCharges"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Coupon"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    applyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyCouponInput"];
            };
        };
        responses: {
            /** @description The cart with the discount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    removeCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart without discount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartDetails"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description States. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["State"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description State id (e.g. 21) or code (e.g. MH). */
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CityList"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Address"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddressResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddressResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedRef"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeUserAddress: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedRef"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    checkDelivery: {
        parameters: {
            query: {
                /** @description The pincode as typed (checked by the server; malformed answers 422). */
                pincode: string;
                product_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryCheck"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderInput"];
            };
        };
        responses: {
            /** @description The order already placed from this cart (double submit). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The new order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    trackOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackOrderInput"];
            };
        };
        responses: {
            /** @description The order's tracking view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TrackedOrder"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size (default 20, at most 60). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderSummary"][];
                        meta: components["schemas"]["PaginatedMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrderInput"];
            };
        };
        responses: {
            /** @description The cancelled order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    returnOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnRequestInput"];
            };
        };
        responses: {
            /** @description Return requested. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReturnResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listReturnOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Return options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReturnOption"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    startPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInitInput"];
            };
        };
        responses: {
            /** @description Popup parameters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentStart"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPaymentInput"];
            };
        };
        responses: {
            /** @description The placed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    initiatePhonepePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInitInput"];
            };
        };
        responses: {
            /** @description Redirect target. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentRedirect"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    phonepePaymentStatus: {
        parameters: {
            query?: {
                transaction_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The placed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    initiatePaypalPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInitInput"];
            };
        };
        responses: {
            /** @description Approval redirect. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentRedirect"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    executePaypalPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExecutePaypalInput"];
            };
        };
        responses: {
            /** @description The placed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewInput"];
            };
        };
        responses: {
            /** @description The new review. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listCmsPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPageSummary"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getCmsPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CmsPage"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FAQs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Faq"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriberInput"];
            };
        };
        responses: {
            /** @description Subscribed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscriber"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description Message received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getDevOutbox: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OutboxMessage"][];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}
