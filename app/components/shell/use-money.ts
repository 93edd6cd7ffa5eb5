import { useMemo } from "react";
import { defaultMoneyDisplay, formatExactAmount, formatPrice, type MoneyDisplay } from "../../lib/format/format-amount.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useShellSettings } from "./use-shell-settings.ts";

export interface MoneyFormat {
  display: MoneyDisplay;
  /** A listing's price or a budget, shortened when the settings ask for it. */
  price: (value: number) => string;
  /** An amount paid, charged or computed, in full. */
  amount: (value: number) => string;
}

/**
 * The page's money formatters: the settings' currency, symbol and suffix mode (the shell
 * settings of the root loader) in the page's language.
 */
export function useMoney(): MoneyFormat {
  const display = useShellSettings()?.money ?? defaultMoneyDisplay;
  const { lang } = useI18n();
  return useMemo(
    () => ({
      display,
      price: (value) => formatPrice(value, display, lang),
      amount: (value) => formatExactAmount(value, display, lang),
    }),
    [display, lang],
  );
}
