// Types of the remotes' exposed modules (their own public APIs; type-only, nothing is bundled), which
// load-remote-module.ts loads from each remote's container.
declare module 'showroom_entry/widgets' {
  export * from '@showroom/showroom-entry';
}
declare module 'showroom_catalog/widgets' {
  export * from '@showroom/catalog';
}
declare module 'showroom_cart/widgets' {
  export * from '@showroom/cart';
}
declare module 'showroom_checkout/widgets' {
  export * from '@showroom/checkout';
}
declare module 'showroom_account/widgets' {
  export * from '@showroom/account';
}
declare module 'showroom_visualizer/widgets' {
  export * from '@showroom/visualizer';
}
declare module 'showroom_projects/widgets' {
  export * from '@showroom/projects';
}
declare module 'showroom_design_ai/widgets' {
  export * from '@showroom/design-ai';
}
declare module 'showroom_pro_console/widgets' {
  export * from '@showroom/pro-console';
}
declare module 'showroom_vendor_portal/widgets' {
  export * from '@showroom/vendor-portal';
}

declare module 'showroom_admin/widgets' {
  export * from '@showroom/admin';
}
