/** An address as the postal-code lookup fills it (part 1 §5: street, complement, neighbourhood, city, state). */
export interface PostalAddress {
  zip: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}
