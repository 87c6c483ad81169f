import { CARD_BRANDS } from '@betterplay/contracts';
import type { ReactNode } from 'react';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** The product: visa, mastercard, amex and discover have their logo; any other brand shows visa's. */
export function cardBrandOf(brand: string): CardBrand {
  const known = CARD_BRANDS.find((candidate) => candidate === brand.toLowerCase());
  return known ?? 'visa';
}

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

// Drawn here (no image downloads): each mark on its card-coloured tile, 40 by 26.
const MARKS: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="40" height="26" rx="4" fill="#1a1f71" />
      <text
        x="20"
        y="17.5"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontStyle="italic"
        fontWeight="700"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="40" height="26" rx="4" fill="#252525" />
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  amex: (
    <>
      <rect width="40" height="26" rx="4" fill="#016fd0" />
      <text
        x="20"
        y="16.5"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
      >
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect width="40" height="26" rx="4" fill="#ffffff" stroke="#d4d4d8" />
      <text
        x="4"
        y="16"
        fill="#231f20"
        fontFamily="Arial, sans-serif"
        fontSize="6.5"
        fontWeight="700"
      >
        DISC
      </text>
      <circle cx="24.5" cy="13.7" r="3.3" fill="#f58220" />
      <text
        x="28.3"
        y="16"
        fill="#231f20"
        fontFamily="Arial, sans-serif"
        fontSize="6.5"
        fontWeight="700"
      >
        VER
      </text>
    </>
  ),
};

/** A saved card's brand mark, named for screen readers ('Visa', 'Mastercard', ...). */
export function CardBrandLogo({ brand }: { brand: string }) {
  const shown = cardBrandOf(brand);
  return (
    <svg
      role="img"
      aria-label={CARD_BRAND_NAMES[shown]}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      className="shrink-0"
      data-brand={shown}
    >
      {MARKS[shown]}
    </svg>
  );
}
