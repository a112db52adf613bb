import type { WalletConversionCreate } from '../../../src/api/schema.d.ts';
import { convertWalletMoney, presentQuote, quoteWalletConversion, WALLET_CONVERSION_PERMISSION } from '../actions/walletConversions.ts';
import { actorOf } from '../auth/actor.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { requirePermission } from '../auth/guards.ts';
import type { Request } from 'express';
import type { RegisterRoutes } from './registerRoutes.ts';

/** The actor of a conversion: `update corporate e-wallet information` and completed card services. */
function conversionActor(req: Request) {
  const scope = requirePermission(req, WALLET_CONVERSION_PERMISSION);
  requireCardServices(scope);
  return actorOf(req, scope);
}

/** GET wallet/conversions/quote (nothing moves), POST wallet/conversions (money changes currency). */
export const registerWalletConversionRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/wallet/conversions/quote', (req, res) => {
    const actor = conversionActor(req);
    const input = {
      from_currency: req.query.from_currency,
      to_currency: req.query.to_currency,
      amount: Number(req.query.amount),
    } as WalletConversionCreate;
    res.json({ data: presentQuote(quoteWalletConversion(actor, input)) });
  });

  router.post('/api/admin/wallet/conversions', (req, res) => {
    const actor = conversionActor(req);
    res.status(201).json({ data: convertWalletMoney(actor, req.body as WalletConversionCreate) });
  });
};
