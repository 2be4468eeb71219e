/** The rooms of the Inspired Designs tabs (spec §2), in the spec's order. */
export const ROOMS = ['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor'] as const;
export type Room = (typeof ROOMS)[number];

export interface Design {
  title: string;
  text: string;
}

/** Seven designs per room (CAROUSEL.imagesPerRoomTab); the pictures are drawn from the index. */
export const DESIGNS: Record<Room, readonly Design[]> = {
  Bathroom: [
    { title: 'Spa white', text: 'Matte porcelain walls, a floating oak vanity and a freestanding tub.' },
    { title: 'Coastal calm', text: 'Sea-glass subway tile with brushed nickel fixtures.' },
    { title: 'Warm minimal', text: 'Terracotta floor tile and a wall-mounted faucet.' },
    { title: 'Modern noir', text: 'Charcoal hexagon tile, black hardware and a glass shower.' },
    { title: 'Garden light', text: 'Botanical greens, a skylight and a teak bath mat.' },
    { title: 'Classic marble', text: 'Carrara-look slabs with polished chrome.' },
    { title: 'Family bath', text: 'A double vanity, soft-close drawers and slip-resistant tile.' },
  ],
  Kitchen: [
    { title: 'Chef island', text: 'Quartz waterfall island under three brass pendants.' },
    { title: 'Farmhouse', text: 'Shaker cabinets, an apron sink and wide oak planks.' },
    { title: 'Urban galley', text: 'Handle-less fronts and a full-height glass backsplash.' },
    { title: 'Sage & brass', text: 'Sage green cabinets with unlacquered brass pulls.' },
    { title: 'Nordic light', text: 'White oak, pale terrazzo and a hidden range hood.' },
    { title: 'Bold navy', text: 'Navy lowers, white uppers and a zellige backsplash.' },
    { title: 'Open plan', text: 'A breakfast bar that joins the kitchen to the living room.' },
  ],
  'Living Room': [
    { title: 'Soft neutral', text: 'Linen sofa, wool rug and wide-plank hardwood.' },
    { title: 'Mid-century', text: 'Walnut tones, a sculpted lamp and herringbone floors.' },
    { title: 'Stone hearth', text: 'A stacked-stone fireplace wall as the focal point.' },
    { title: 'Loft', text: 'Concrete-look vinyl planks and tall steel windows.' },
    { title: 'Cozy den', text: 'Deep green walls, a reading nook and warm lighting.' },
    { title: 'Bright & airy', text: 'Whitewashed floors, sheer curtains and a ceiling fan.' },
    { title: 'Entertainer', text: 'A media wall with built-in shelving and dimmable lights.' },
  ],
  'Landscaping/Outdoor': [
    { title: 'Poolside', text: 'Travertine copings and a lounge deck around the pool.' },
    { title: 'Evergreen lawn', text: 'Artificial turf that stays green with no watering.' },
    { title: 'Paver patio', text: 'Interlocking pavers with a built-in fire pit.' },
    { title: 'Outdoor kitchen', text: 'A grill station clad in stacked stone.' },
    { title: 'Courtyard', text: 'Gravel paths, planters and warm string lights.' },
    { title: 'Desert garden', text: 'Drought-tolerant planting and sandstone steps.' },
    { title: 'Family yard', text: 'Turf play area, shade sail and a paved dining spot.' },
  ],
};
