<?php
/**
 * The widgets a page can hold and the Showroom ID rule, read once from widgets.json (the same file
 * feeds the block editor; a test checks it against packages/contract).
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The decoded widgets.json.
 *
 * @return array{showroomIdPattern: string, showroomIdHint: string, widgets: array<string, array{element: string, label: string, attributes: string[]}>}
 */
function showroom_widget_catalogue() {
	static $catalogue = null;
	if ( null === $catalogue ) {
		$catalogue = json_decode( (string) file_get_contents( SHOWROOM_PLUGIN_DIR . '/widgets.json' ), true );
	}
	return $catalogue;
}

/**
 * Whether a value is a Showroom ID as the platform defines it (8 letters and digits).
 *
 * @param mixed $value What was typed.
 * @return bool
 */
function showroom_is_valid_id( $value ) {
	return is_string( $value ) && 1 === preg_match( '/' . showroom_widget_catalogue()['showroomIdPattern'] . '/D', $value );
}
