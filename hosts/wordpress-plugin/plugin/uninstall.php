<?php
/**
 * Removes the plugin's one option when the plugin is deleted.
 *
 * @package Showroom
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'showroom_settings' );
