<?php
/**
 * `[showroom catalog category="tile-flooring"]`, `[showroom store]`, `[showroom cart-button align="none"]`:
 * the first word names the widget, the rest are its attributes and `align` (wide by default).
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Registers [showroom]. */
function showroom_register_shortcode() {
	add_shortcode( 'showroom', 'showroom_shortcode' );
}

/**
 * Renders the shortcode.
 *
 * @param array|string $atts The shortcode's attributes; `0` is the widget's name.
 * @return string
 */
function showroom_shortcode( $atts ) {
	$atts   = is_array( $atts ) ? $atts : array();
	$widget = isset( $atts[0] ) ? strtolower( (string) $atts[0] ) : '';
	$html   = showroom_widget_element( $widget, $atts );
	if ( null === $html ) {
		return showroom_unknown_widget_notice( $widget );
	}
	$class = trim( 'showroom-widget ' . showroom_alignment_class( isset( $atts['align'] ) ? $atts['align'] : null ) );
	return '<div class="' . esc_attr( $class ) . '">' . $html . '</div>';
}
