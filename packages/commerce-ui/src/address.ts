/**
 * `@showroom/commerce-ui/address`: the shipping address form (`PUT /api/profile`), shared by My Account and
 * checkout. Its own entry (and federation share key) so widgets without an address form do not
 * download it.
 */
export { ShippingAddressForm, type ShippingAddressFormProps } from './address/shipping-address-form.tsx';
