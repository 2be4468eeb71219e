<?php
/**
 * The `showroom/widget` block: a dynamic block (nothing but its attributes is saved in the post),
 * rendered on the server by the shortcode's renderer.
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Registers the block from block.json and hands the widget list to its editor script. */
function showroom_register_block() {
	register_block_type(
		SHOWROOM_PLUGIN_DIR . '/blocks/widget',
		array( 'render_callback' => 'showroom_render_block' )
	);
	$catalogue = showroom_widget_catalogue();
	wp_add_inline_script(
		generate_block_asset_handle( 'showroom/widget', 'editorScript' ),
		'window.showroomWidgets = ' . wp_json_encode( $catalogue['widgets'] ) . ';',
		'before'
	);
}

/**
 * Renders the block.
 *
 * @param array $attributes The block's attributes (`widget`, `elementAttributes`, `align`).
 * @return string
 */
function showroom_render_block( $attributes ) {
	$widget  = isset( $attributes['widget'] ) ? $attributes['widget'] : '';
	$element = isset( $attributes['elementAttributes'] ) && is_array( $attributes['elementAttributes'] )
		? $attributes['elementAttributes']
		: array();
	$html    = showroom_widget_element( $widget, $element );
	if ( null === $html ) {
		return showroom_unknown_widget_notice( $widget );
	}
	return '<div ' . get_block_wrapper_attributes( array( 'class' => 'showroom-widget' ) ) . '>' . $html . '</div>';
}
