import type { VendorPayout } from '@showroom/contract/orders';
import type { BankAccount, BankAccountRequest } from '@showroom/contract/pro';
import type {
  ProductPhoto,
  VendorAccount,
  VendorAccountInput,
  VendorProduct,
  VendorProductInput,
  VendorProductOptions,
  VendorProductRow,
} from '@showroom/contract/vendor';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PayoutGateway } from '../../providers/payment-gateways/payout-gateway.ts';
import { readBankAccount, saveBankAccount, vendorPayoutHistory } from '../payouts/index.ts';
import {
  addProductPhoto,
  findProductPhoto,
  listProductPhotos,
  type PhotoOutcome,
  removeProductPhoto,
  reorderProductPhotos,
} from './product-photos.ts';
import { readVendorAccount, saveVendorAccount } from './vendor-account.ts';
import {
  listVendorProducts,
  readVendorProduct,
  type VendorProductFilters,
  vendorProductOptions,
} from './vendor-product-reads.ts';
import {
  type SavedProduct,
  type SaveTarget,
  saveVendorProduct,
  setVendorProductArchived,
} from './vendor-product-save.ts';

/** A vendor's account set-up and products (issue #24): every call is scoped to the vendor, so nobody reaches another's. */
export interface VendorsService {
  products(
    vendorId: number,
    filters: VendorProductFilters,
    page: number,
    perPage: number,
  ): Promise<{ items: VendorProductRow[]; total: number }>;
  product(vendorId: number, id: number): Promise<VendorProduct | null>;
  productOptions(vendorId: number): Promise<VendorProductOptions>;
  /** Creates or updates one product from its input; the bulk import calls it with `{ kind: 'sku' }`. */
  saveProduct(vendorId: number, input: VendorProductInput, target: SaveTarget): Promise<SavedProduct>;
  /** False when the product is not the vendor's. */
  setArchived(vendorId: number, id: number, archived: boolean): Promise<boolean>;
  /** The vendor's account details and what the set-up still lacks. */
  account(vendorId: number): Promise<VendorAccount>;
  saveAccount(vendorId: number, input: VendorAccountInput): Promise<void>;
  /** The bank account the vendor is paid to (never its number) and their payouts, newest first. */
  payoutDetails(vendorId: number): Promise<{ bank_account: BankAccount | null; payouts: VendorPayout[] }>;
  /** Saves the vendor's bank account through the gateway (only its token is kept, decision 0099). */
  saveBankAccount(vendorId: number, request: BankAccountRequest): Promise<BankAccount>;
  /** The product's photos in order (decision 0098); null when the product is not the vendor's. */
  photos(vendorId: number, productId: number): Promise<ProductPhoto[] | null>;
  addPhoto(vendorId: number, productId: number, bytes: Buffer): Promise<PhotoOutcome>;
  removePhoto(vendorId: number, productId: number, token: string): Promise<PhotoOutcome>;
  reorderPhotos(vendorId: number, productId: number, order: string[]): Promise<PhotoOutcome>;
  /** A photo's webp at a web width, for anyone (the catalogue shows it); null when there is none. */
  photoFile(token: string, width: number): Promise<Buffer | null>;
}

export function createVendorsService(deps: {
  db: Database;
  clock: Clock;
  payouts: PayoutGateway;
}): VendorsService {
  const { db, clock } = deps;
  return {
    products: (vendorId, filters, page, perPage) => listVendorProducts(db, vendorId, filters, page, perPage),
    product: (vendorId, id) => readVendorProduct(db, vendorId, id),
    productOptions: (vendorId) => vendorProductOptions(db, vendorId),
    saveProduct: (vendorId, input, target) => saveVendorProduct(db, vendorId, input, target),
    setArchived: (vendorId, id, archived) =>
      setVendorProductArchived(db, vendorId, id, archived, clock.now()),
    account: (vendorId) => readVendorAccount(db, vendorId),
    saveAccount: (vendorId, input) => saveVendorAccount(db, vendorId, input),
    async payoutDetails(vendorId) {
      const [bank_account, payouts] = await Promise.all([
        readBankAccount(db, vendorId),
        vendorPayoutHistory(db, vendorId),
      ]);
      return { bank_account, payouts };
    },
    saveBankAccount: (vendorId, request) => saveBankAccount(deps, vendorId, request),
    photos: (vendorId, productId) => listProductPhotos(db, vendorId, productId),
    addPhoto: (vendorId, productId, bytes) => addProductPhoto(db, vendorId, productId, bytes),
    removePhoto: (vendorId, productId, token) => removeProductPhoto(db, vendorId, productId, token),
    reorderPhotos: (vendorId, productId, order) => reorderProductPhotos(db, vendorId, productId, order),
    photoFile: (token, width) => findProductPhoto(db, token, width),
  };
}
