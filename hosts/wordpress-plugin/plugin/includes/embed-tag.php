<?php
/**
 * The embed tag in every page's head, `<script src="<platform>/showroom/embed.js" data-showroom="ID"
 * async blocking="render">`, and a preconnect to the platform. Enqueued (so other plugins see it),
 * then written whole by the script_loader_tag filter, as WordPress's own tag would drop the
 * data-showroom attribute and the widgets would show the platform's prices instead of the pro's.
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const SHOWROOM_EMBED_HANDLE = 'showroom-embed';

/**
 * The embed script's address, or null while no Showroom ID is saved (the tag is then left out).
 *
 * @return string|null
 */
function showroom_embed_script_src() {
	$settings = showroom_settings();
	if ( ! showroom_is_valid_id( $settings['showroom_id'] ) ) {
		return null;
	}
	$origin = showroom_platform_origin( $settings['platform_url'] );
	return null === $origin ? null : $origin . '/showroom/embed.js';
}

/** Enqueues embed.js in the head; no version query, the platform caches it itself. */
function showroom_enqueue_embed_script() {
	$src = showroom_embed_script_src();
	if ( null !== $src ) {
		wp_enqueue_script( SHOWROOM_EMBED_HANDLE, $src, array(), null, false );
	}
}

/**
 * Writes the embed tag with its data attribute, `async` and `blocking="render"` (the widgets'
 * reserved space is then in place before the first paint; decision 0010).
 *
 * @param string $tag    The tag WordPress made.
 * @param string $handle The script's handle.
 * @param string $src    The script's address.
 * @return string
 */
function showroom_embed_script_tag( $tag, $handle, $src ) {
	if ( SHOWROOM_EMBED_HANDLE !== $handle ) {
		return $tag;
	}
	return sprintf(
		'<script src="%s" data-showroom="%s" async blocking="render"></script>' . "\n",
		esc_url( $src ),
		esc_attr( showroom_settings()['showroom_id'] )
	);
}

/**
 * Prints a preconnect to the platform (anonymous, as the widgets' API calls are CORS requests
 * without credentials) while the embed tag is printed. Written here rather than through
 * wp_resource_hints, which drops the port of a preconnect's address.
 */
function showroom_print_preconnect() {
	if ( null === showroom_embed_script_src() ) {
		return;
	}
	printf(
		'<link rel="preconnect" href="%s" crossorigin="anonymous" />' . "\n",
		esc_url( showroom_platform_origin( showroom_settings()['platform_url'] ) )
	);
}
