import { UPI_ID_INVALID_MESSAGE, UPI_ID_MAX_LENGTH, UPI_ID_PATTERN, UPI_ID_REQUIRED_MESSAGE } from '@storefront/domain';

/**
 * The UPI part of the sandbox popup (spliced into `checkout.js`'s closure; it uses its `el`, `post` and
 * `base`). On a desktop it shows the server-made QR code of the order's `upi://pay` link; on a phone
 * (narrow or touch) the same link as "Pay by UPI app"; anywhere, a UPI ID field checked for `name@bank`
 * with the domain's own pattern and messages. Confirm and Decline end exactly like the card's buttons.
 */
export const UPI_CSS = [
  '.rzp-sbx-section{margin:20px 0 0;padding:16px 0 0;border-top:1px solid #e5e7eb}',
  '.rzp-sbx-section h3{margin:0 0 8px;font-size:1rem}',
  '.rzp-sbx-upi-qr{margin:0 0 12px;text-align:center}',
  '.rzp-sbx-upi-qr svg{display:block;margin:0 auto;width:200px;height:200px}',
  '.rzp-sbx-upi-qr figcaption{margin:6px 0 0;font-size:.85rem;color:#4b5563}',
  '.rzp-sbx-upi-app{display:none;margin:0 0 12px;padding:12px 16px;border-radius:8px;background:var(--rzp-accent);color:#fff;font-weight:600;text-align:center;text-decoration:none}',
  '.rzp-sbx-upi-app:focus-visible{outline:3px solid #111827;outline-offset:2px}',
  '.rzp-sbx-hint{margin:0 0 12px;font-size:.85rem;color:#4b5563}',
  '.rzp-sbx-hint-phone{display:none}',
  '.rzp-sbx-upi-form{margin:16px 0 0}',
  '.rzp-sbx-upi-form label{display:block;font-weight:600}',
  '.rzp-sbx-upi-form input{display:block;width:100%;margin:4px 0;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;font:inherit}',
  '.rzp-sbx-upi-form input:focus-visible{outline:3px solid #111827;outline-offset:1px}',
  '.rzp-sbx-upi-form input[aria-invalid="true"]{border-color:#b91c1c}',
  '.rzp-sbx-field-error{margin:0 0 8px;font-size:.85rem;color:#b91c1c}',
  '.rzp-sbx-field-error:empty{display:none}',
  '.rzp-sbx-upi-form button{width:100%;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--rzp-accent);background:#fff;color:var(--rzp-accent)}',
  '@media (max-width:600px),(pointer:coarse){.rzp-sbx-upi-qr,.rzp-sbx-hint-desktop{display:none}.rzp-sbx-upi-app,.rzp-sbx-hint-phone{display:block}}',
].join('\n');

/** Returns `{ section, load }`: the UPI section (hidden until `load` has the order's QR code and link). */
export const UPI_SCRIPT = String.raw`
  var UPI_ID_PATTERN = new RegExp(${JSON.stringify(UPI_ID_PATTERN.source)});
  var UPI_ID_MAX_LENGTH = ${UPI_ID_MAX_LENGTH};
  var UPI_ID_REQUIRED = ${JSON.stringify(UPI_ID_REQUIRED_MESSAGE)};
  var UPI_ID_INVALID = ${JSON.stringify(UPI_ID_INVALID_MESSAGE)};

  /** The domain's checkUpiId: the trimmed ID, or the message for the field. */
  function checkUpiId(typed) {
    var upiId = String(typed).trim();
    if (upiId === '') return { error: UPI_ID_REQUIRED };
    if (upiId.length > UPI_ID_MAX_LENGTH || !UPI_ID_PATTERN.test(upiId)) return { error: UPI_ID_INVALID };
    return { upiId: upiId };
  }

  function getJson(path, params) {
    return fetch(base + path + '?' + new URLSearchParams(params).toString(), { headers: { accept: 'application/json' } }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, body: json }; });
    });
  }

  /** Parses the server's SVG as SVG (never as HTML) and adopts it into this document. */
  function svgNode(markup) {
    var parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
    var root = parsed.documentElement;
    if (!root || root.nodeName.toLowerCase() !== 'svg' || parsed.getElementsByTagName('parsererror').length) return null;
    return document.importNode(root, true);
  }

  /**
   * actions: { pay(data, status), decline(status) } from the popup, which owns busy state and the ends.
   */
  function buildUpiSection(options, actions) {
    var section = el('section', { 'class': 'rzp-sbx-section rzp-sbx-upi', 'aria-labelledby': 'rzp-sbx-upi-title', hidden: '' });
    section.appendChild(el('h3', { id: 'rzp-sbx-upi-title' }, 'UPI'));
    var code = el('div', {});
    section.appendChild(code);

    var form = el('form', { 'class': 'rzp-sbx-upi-form', novalidate: '' });
    form.appendChild(el('label', { 'for': 'rzp-sbx-vpa' }, 'UPI ID'));
    form.appendChild(el('p', { id: 'rzp-sbx-vpa-hint', 'class': 'rzp-sbx-hint' }, 'As name@bank. Sandbox: failure@razorpay is declined.'));
    var input = el('input', {
      id: 'rzp-sbx-vpa', name: 'vpa', type: 'text', inputmode: 'email', autocomplete: 'off', autocapitalize: 'none',
      spellcheck: 'false', maxlength: String(UPI_ID_MAX_LENGTH), 'aria-describedby': 'rzp-sbx-vpa-hint rzp-sbx-vpa-error'
    });
    form.appendChild(input);
    var fieldError = el('p', { id: 'rzp-sbx-vpa-error', 'class': 'rzp-sbx-field-error', role: 'alert' });
    form.appendChild(fieldError);
    form.appendChild(el('button', { type: 'submit' }, 'Pay with UPI ID'));
    section.appendChild(form);
    var status = el('p', { 'class': 'rzp-sbx-status', role: 'status', 'aria-live': 'polite' });
    section.appendChild(status);

    function showFieldError(message) {
      fieldError.textContent = message;
      if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var checked = checkUpiId(input.value);
      if (checked.error) {
        showFieldError(checked.error);
        input.focus();
        return;
      }
      showFieldError('');
      actions.pay({ vpa: checked.upiId }, status, showFieldError);
    });

    function showCode(upi) {
      var svg = svgNode(upi.qr_svg);
      if (svg) {
        var figure = el('figure', { 'class': 'rzp-sbx-upi-qr' });
        figure.appendChild(svg);
        figure.appendChild(el('figcaption', {}, 'Scan with any UPI app to pay ' + upi.amount_text + ' to ' + upi.payee_name));
        code.appendChild(figure);
      }
      code.appendChild(el('a', { 'class': 'rzp-sbx-upi-app', href: upi.link }, 'Pay by UPI app'));
      code.appendChild(el('p', { 'class': 'rzp-sbx-hint rzp-sbx-hint-desktop' }, 'After paying in your UPI app, confirm here. Sandbox: no money moves.'));
      code.appendChild(el('p', { 'class': 'rzp-sbx-hint rzp-sbx-hint-phone' }, 'Pay ' + upi.amount_text + ' to ' + upi.payee_name + ' in your UPI app, then come back and confirm. Sandbox: no money moves.'));
      var buttons = el('div', { 'class': 'rzp-sbx-actions' });
      var confirmButton = el('button', { type: 'button', 'class': 'rzp-sbx-pay' }, 'Confirm UPI payment');
      var declineButton = el('button', { type: 'button', 'class': 'rzp-sbx-decline' }, 'Decline UPI payment');
      confirmButton.addEventListener('click', function () { actions.pay({}, status, showFieldError); });
      declineButton.addEventListener('click', function () { actions.decline(status); });
      buttons.appendChild(confirmButton);
      buttons.appendChild(declineButton);
      code.appendChild(buttons);
    }

    function load() {
      return getJson('v1/checkout/upi', { key: options.key, order_id: options.order_id }).then(function (result) {
        var upi = result.body || {};
        // No UPI for this store or order (or an answer we cannot show): the card stays the only way.
        if (!result.ok || typeof upi.link !== 'string' || upi.link.indexOf('upi://pay?') !== 0 || typeof upi.qr_svg !== 'string') {
          section.remove();
          return;
        }
        showCode(upi);
        section.removeAttribute('hidden');
      }, function () { section.remove(); });
    }

    return { section: section, load: load };
  }
`;
