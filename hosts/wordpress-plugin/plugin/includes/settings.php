<?php
/**
 * The plugin's one option, `showroom_settings`: the pro's Showroom ID and the platform's address.
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The platform `npm start` runs (the root README); a pro sets their platform's https address. */
const SHOWROOM_DEFAULT_PLATFORM_URL = 'http://localhost:8080';

/**
 * The saved settings, with defaults for what was never saved.
 *
 * @return array{showroom_id: string, platform_url: string}
 */
function showroom_settings() {
	$saved = get_option( 'showroom_settings', array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'showroom_id'  => isset( $saved['showroom_id'] ) ? (string) $saved['showroom_id'] : '',
		'platform_url' => ! empty( $saved['platform_url'] ) ? (string) $saved['platform_url'] : SHOWROOM_DEFAULT_PLATFORM_URL,
	);
}

/**
 * The platform's origin from what was typed: https, or http on this computer only (localhost,
 * 127.0.0.1, [::1]), which browsers also treat as secure. Null when it is neither.
 *
 * @param mixed $value What was typed.
 * @return string|null `scheme://host[:port]`, without a path.
 */
function showroom_platform_origin( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$parts = wp_parse_url( trim( $value ) );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	$host   = strtolower( $parts['host'] );
	$local  = in_array( $host, array( 'localhost', '127.0.0.1', '[::1]' ), true );
	if ( 'https' !== $scheme && ! ( 'http' === $scheme && $local ) ) {
		return null;
	}
	if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || 1 !== preg_match( '/^(\[[0-9a-f:]+\]|[a-z0-9.-]+)$/', $host ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	return $scheme . '://' . $host . $port;
}

/**
 * The Settings API's sanitize callback: keeps each valid field, and for an invalid one keeps what
 * was saved before and says why on the settings page.
 *
 * @param mixed $input The submitted `showroom_settings` fields.
 * @return array{showroom_id: string, platform_url: string}
 */
function showroom_sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$previous = showroom_settings();
	$clean    = $previous;

	$id = isset( $input['showroom_id'] ) ? trim( sanitize_text_field( (string) $input['showroom_id'] ) ) : '';
	if ( '' === $id || showroom_is_valid_id( $id ) ) {
		$clean['showroom_id'] = $id;
	} else {
		add_settings_error( 'showroom_settings', 'showroom_id', showroom_widget_catalogue()['showroomIdHint'] );
	}

	$url    = isset( $input['platform_url'] ) ? $input['platform_url'] : '';
	$origin = showroom_platform_origin( $url );
	if ( null !== $origin ) {
		$clean['platform_url'] = $origin;
	} else {
		add_settings_error(
			'showroom_settings',
			'platform_url',
			__( 'The platform address must start with https:// (http:// only for localhost).', 'showroom' )
		);
	}
	return $clean;
}
