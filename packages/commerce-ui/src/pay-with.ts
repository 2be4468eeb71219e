/**
 * `@showroom/commerce-ui/pay-with`: the "Pay with" choice of saved or new card for the plans' and the
 * designers' payment steps (decision 0115). Its own entry, apart from the lazily loaded card frame.
 */
export {
  PayWithFieldset,
  type PayWithFieldsetProps,
  type PayWithMethod,
} from './pay-with/pay-with-fieldset.tsx';
