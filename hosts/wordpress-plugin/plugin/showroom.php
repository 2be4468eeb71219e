<?php
/**
 * Plugin Name:       Showroom
 * Description:       Your Showroom's widgets on your WordPress site: the embed tag in every page's head, the [showroom] shortcode and the Showroom widget block.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Showroom
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       showroom
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'SHOWROOM_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/widgets.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/embed-tag.php';
require_once __DIR__ . '/includes/widget-renderer.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/block.php';

add_action( 'admin_init', 'showroom_register_settings' );
add_action( 'admin_menu', 'showroom_add_settings_page' );
add_action( 'wp_enqueue_scripts', 'showroom_enqueue_embed_script' );
add_filter( 'script_loader_tag', 'showroom_embed_script_tag', PHP_INT_MAX, 3 );
add_action( 'wp_head', 'showroom_print_preconnect', 1 );
add_action( 'init', 'showroom_register_shortcode' );
add_action( 'init', 'showroom_register_block' );
