/**
 * `@showroom/commerce-ui/address`: the shipping address form (`PUT /api/profile`), shared by My Account and
 * checkout, and its US state select (also the registration's). Its own entry (and federation share
 * key) so widgets without an address form do not download it.
 */
export { ShippingAddressForm, type ShippingAddressFormProps } from './address/shipping-address-form.tsx';
export { UsStateSelect, type UsStateSelectProps } from './address/us-state-select.tsx';
