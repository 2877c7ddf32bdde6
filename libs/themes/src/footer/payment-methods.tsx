import type { ReactElement } from 'react';
import { useT, type ShellMessageId } from '@storefront/i18n';

const CARDS: { name: string; nameId?: ShellMessageId; fill: string; draw: (x: number) => ReactElement }[] = [
  {
    name: 'Visa',
    fill: '#1a1f71',
    draw: (x) => (
      <text x={x + 24} y={20} fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="11" fontStyle="italic" fontWeight="700" textAnchor="middle">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    fill: '#16161d',
    draw: (x) => (
      <>
        <circle cx={x + 20} cy={16} r={8} fill="#eb001b" />
        <circle cx={x + 28} cy={16} r={8} fill="#f79e1b" fillOpacity={0.9} />
      </>
    ),
  },
  {
    name: 'RuPay',
    fill: '#ffffff',
    draw: (x) => (
      <text x={x + 24} y={20} fill="#1b3f8f" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" textAnchor="middle">
        RuPay
      </text>
    ),
  },
  {
    name: 'UPI',
    fill: '#ffffff',
    draw: (x) => (
      <text x={x + 24} y={20} fill="#097939" fontFamily="Arial, sans-serif" fontSize="11" fontStyle="italic" fontWeight="700" textAnchor="middle">
        UPI
      </text>
    ),
  },
  {
    name: 'PayPal',
    fill: '#ffffff',
    draw: (x) => (
      <text x={x + 24} y={20} fill="#003087" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" textAnchor="middle">
        PayPal
      </text>
    ),
  },
  {
    name: 'Cash on delivery',
    nameId: 'shell.footer.cashOnDelivery',
    fill: '#2f6b3a',
    draw: (x) => (
      <text x={x + 24} y={20} fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" textAnchor="middle">
        COD
      </text>
    ),
  },
];

const WIDTH = 48;
const GAP = 6;

/** The accepted payment methods as one inline SVG image (no network request). */
export function PaymentMethods({ className }: { className?: string }) {
  const total = CARDS.length * WIDTH + (CARDS.length - 1) * GAP;
  const tr = useT();
  return (
    <svg
      role="img"
      aria-label={tr('shell.footer.paymentMethods', { methods: CARDS.map((card) => (card.nameId ? tr(card.nameId) : card.name)).join(', ') })}
      viewBox={`0 0 ${total} 32`}
      width={total}
      height={32}
      className={className}
      data-payment-methods=""
    >
      {CARDS.map((card, index) => {
        const x = index * (WIDTH + GAP);
        return (
          <g key={card.name}>
            <rect x={x + 0.5} y={0.5} width={WIDTH - 1} height={31} rx={4} fill={card.fill} stroke="#c9ced6" />
            {card.draw(x)}
          </g>
        );
      })}
    </svg>
  );
}
